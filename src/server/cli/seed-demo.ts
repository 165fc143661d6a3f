// npm run seed:demo: realistic demo data in a fresh database, then the logins.
import { loadConfig } from '../config';
import { createContext } from '../context';
import { jobKinds } from '../job-registry';
import { openCliDatabase, runCli } from './cli-common';
import { demoBranches, loginTable, seedDemo } from './demo-data';

await runCli(async () => {
  const database = await openCliDatabase();
  try {
    const logins = await seedDemo(createContext({ database, config: loadConfig(), jobs: jobKinds }));
    console.log(`Seeded ${demoBranches.length} branches and ${logins.length} team members.\n`);
    console.log(loginTable(logins));
    console.log('\nStart the server with `npm start` and log in at http://localhost:3000/login.');
  } finally {
    await database.close();
  }
});
