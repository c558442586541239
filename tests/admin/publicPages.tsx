import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the page under test sent the person, shown so a test can read it like anything else. */
function Landed() {
  const { pathname } = useLocation();
  return <p>Landed on {pathname}</p>;
}

/** Renders a public page at `path` (opened at `address`, which may add a fragment), with every other path answered by a landing marker. */
export function renderPublicPage(path: string, page: ReactElement, address = path) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}
