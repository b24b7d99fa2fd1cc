/**
 * The floor app: the least a React single-page app with a router ships.
 * react + react-dom + react-router (the app's own router API, a data router)
 * rendering one route. Its initial load is the yardstick the bench divides
 * the app's initial load by.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

function Home() {
  return (
    <main data-testid="floor-home">
      <h1>Floor</h1>
      <p>react + react-dom + react-router, one route.</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }]);
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
