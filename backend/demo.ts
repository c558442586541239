import { openDatabase } from './src/db/database';
import { loadFixtures } from './src/db/fixtures';
import { migrate } from './src/db/migrator';
import { createApp } from './src/app';
import { seedDemo } from './src/demo/seedDemo';

/** `npm run demo`: a demo company with realistic masters and a month of its trade, on the configured database. */
const db = openDatabase();
await migrate(db.sequelize);
const { app, models } = createApp(db);
await loadFixtures(db, models);
const result = await seedDemo(db, models, app);
await db.close();
console.log(result);
