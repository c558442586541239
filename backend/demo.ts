import { openDatabase } from './src/db/database';
import { loadFixtures } from './src/db/fixtures';
import { migrate } from './src/db/migrator';
import { defineModels } from './src/db/models';
import { seedDemo } from './src/demo/seedDemo';

/** `npm run demo`: a demo company with realistic masters, on the configured database. */
const db = openDatabase();
await migrate(db.sequelize);
const models = defineModels(db.sequelize);
await loadFixtures(db, models);
const result = await seedDemo(db, models);
await db.close();
console.log(result);
