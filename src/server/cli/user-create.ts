// npm run user:create -- --email E --password P --role 0|1|2 --name "N"
import { openCliDatabase, runCli } from './cli-common';
import { createUser, parseUserCreateArgs } from './create-user';

await runCli(async () => {
  const input = parseUserCreateArgs(process.argv.slice(2));
  const database = await openCliDatabase();
  try {
    const user = await createUser(database.db, input);
    console.log(`Created ${user.roleTitle.toLowerCase()} ${user.name} <${user.email}>. They can log in now.`);
  } finally {
    await database.close();
  }
});
