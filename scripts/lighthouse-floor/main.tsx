// The floor of `npm run lighthouse`: the least a page built with the app's toolchain (Vite, the
// React plugin, Preact's compat layer) can be. What the machine makes of it is the part of each
// figure that is the machine's, not the product's.
import { createRoot } from 'react-dom/client';

function Floor() {
  return (
    <main>
      <h1>Suelo de medida</h1>
      <p>Una página mínima construida con las mismas herramientas que el casino.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Floor />);
