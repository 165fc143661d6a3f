import { z } from 'zod';
import { requiredText } from './common';

/**
 * Leads ↔ projects (decision 184): the project texts that matched no project, and mapping one of
 * them to a project (an alias; the leads' text is kept).
 */

/** GET /api/projects/unmatched. */
export const unmatchedProjectsQuerySchema = z.object({
  search: z.string().trim().max(150).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type UnmatchedProjectsQuery = z.input<typeof unmatchedProjectsQuerySchema>;

export const unmatchedProjectTextSchema = z.object({
  /** One spelling of the text as the leads hold it (variants of case and spaces are one row). */
  text: z.string(),
  /** Live leads whose project text has this text's key and no project. */
  leads: z.number(),
});
export type UnmatchedProjectText = z.infer<typeof unmatchedProjectTextSchema>;

export const unmatchedProjectsSchema = z.object({
  texts: z.array(unmatchedProjectTextSchema),
  /** Distinct texts. */
  total: z.number(),
  /** Live leads with a project text and no project, all texts together. */
  leads: z.number(),
  page: z.number(),
  pageCount: z.number(),
});
export type UnmatchedProjects = z.infer<typeof unmatchedProjectsSchema>;

/** POST /api/projects/aliases: this text (in any case and spacing) names that project. */
export const projectAliasInputSchema = z.object({
  text: requiredText('Project text', 150),
  projectId: z.uuid({ error: 'Choose a project.' }),
});
export type ProjectAliasInput = z.input<typeof projectAliasInputSchema>;

export const projectAliasResultSchema = z.object({
  alias: z.object({ _id: z.string(), text: z.string(), project: z.object({ _id: z.string(), name: z.string() }) }),
  /** Leads matched to the project by this alias now. */
  matched: z.number(),
});
export type ProjectAliasResult = z.infer<typeof projectAliasResultSchema>;

/** GET /api/projects/:id/aliases: the other texts that name a project, oldest first. */
export const projectAliasListSchema = z.object({
  aliases: z.array(
    z.object({
      _id: z.string(),
      text: z.string(),
      createdAt: z.string(),
      createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
export type ProjectAliasList = z.infer<typeof projectAliasListSchema>;

/** A project for a picker. */
export const projectOptionSchema = z.object({ _id: z.string(), name: z.string() });
export type ProjectOption = z.infer<typeof projectOptionSchema>;
