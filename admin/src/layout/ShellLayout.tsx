import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { GoToBox } from './GoToBox';
import { ShellAppBar } from './ShellAppBar';
import { SideMenu } from './SideMenu';
import { useGlobalKeys } from './useGlobalKeys';

/** Every protected page: the spec's top bar and side menu around the page, and the Go To box. */
export function ShellLayout({ children }: { children: ReactNode }) {
  useGlobalKeys();
  return (
    <Layout appBar={ShellAppBar} menu={SideMenu}>
      {children}
      <GoToBox />
    </Layout>
  );
}
