import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConfirmHost } from '../components/ConfirmHost';
import { GoToBox } from './GoToBox';
import { ShellAppBar } from './ShellAppBar';
import { SideMenu } from './SideMenu';
import { useGlobalKeys } from './useGlobalKeys';

/** Every protected page: the spec's top bar and side menu around the page, the Go To box, and the question a save's warning asks. */
export function ShellLayout({ children }: { children: ReactNode }) {
  useGlobalKeys();
  return (
    <Layout appBar={ShellAppBar} menu={SideMenu}>
      {children}
      <GoToBox />
      <ConfirmHost />
    </Layout>
  );
}
