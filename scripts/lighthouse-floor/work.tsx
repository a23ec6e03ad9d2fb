// The work floor of `npm run lighthouse`: the floor page plus a fixed amount of the work a page
// of the casino does on loading, in one task: a list of ROWS rows rendered by React, then
// styled and laid out by the browser. The same work every run, so its total blocking time moves
// only with the machine: a page's TBT divided by this one's is comparable from day to day where
// the TBT itself is not (on 2026-11-28 the same build's TBT on `/` tripled from one day to the
// next while the script-free floor's paint moved by 3 %).
import { createRoot } from 'react-dom/client';

const ROWS = 1000;
const rows = Array.from({ length: ROWS }, (_, index) => ({
  id: index,
  home: `Equipo local ${index}`,
  away: `Equipo visitante ${index}`,
  odds: [1.5 + (index % 7) / 10, 3.2 + (index % 5) / 10, 4.1 + (index % 3) / 10],
}));

function Row({ row }: { row: (typeof rows)[number] }) {
  return (
    <li className="row">
      <span className="row__teams">
        <span>{row.home}</span>
        <span>{row.away}</span>
      </span>
      {row.odds.map((odds, index) => (
        <button key={index} type="button" className="row__odds">
          {odds.toFixed(2)}
        </button>
      ))}
    </li>
  );
}

function WorkFloor() {
  return (
    <main>
      <h1>Suelo de medida con trabajo</h1>
      <ul className="rows">
        {rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </ul>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<WorkFloor />);
