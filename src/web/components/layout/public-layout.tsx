import { Outlet } from 'react-router';
import { TopNav } from './top-nav';

export function PublicLayout() {
  return (
    <div className="min-h-screen">
      <TopNav />
      <main>
        <Outlet />
      </main>
    </div>
  );
}
