import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The admin app: built into admin/dist, which the backend serves, so one process and one port
 * serve everything. In development Vite serves the app and hands /api to the backend.
 */
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React-Admin, MUI and Joi make a back-office bundle large by nature; the admin is split
    // from the login page (App.tsx), and each half stays under this.
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
