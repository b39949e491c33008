import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadPrerendered } from './App';
import { Root } from './Root';
import './styles.css';

const container = document.getElementById('root')!;
// Prerendered pages arrive with their HTML, which the app adopts; the app's own pages arrive as an empty shell.
if (container.firstElementChild) {
  await preloadPrerendered(location.pathname);
  hydrateRoot(container, <Root />);
} else {
  createRoot(container).render(<Root />);
}
