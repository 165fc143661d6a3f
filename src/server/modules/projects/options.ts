import { asc, sql } from 'drizzle-orm';
import type { ProjectOption } from '../../../domain/schemas/lead-projects';
import type { DbOrTx } from '../../db/database';
import { projects } from '../../db/schema/projects';

/** Every project by name, for pickers (the lead form, the lead list's and reports' filters). */
export async function projectOptions(db: DbOrTx): Promise<ProjectOption[]> {
  return db
    .select({ _id: projects.id, name: projects.name })
    .from(projects)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
}
