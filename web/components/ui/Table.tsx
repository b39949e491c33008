import type { ReactNode } from 'react';

/** A scrollable data table with the app's header style; rows are the children. */
export function Table({ columns, children, className = '' }: { columns: string[]; children: ReactNode; className?: string }) {
  return (
    <div className="relative overflow-x-auto">
      <table className={`w-full text-left text-sm ${className}`}>
        <thead className="text-xs text-zinc-600 uppercase">
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`py-2 font-medium ${i < columns.length - 1 ? 'pr-3' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200">{children}</tbody>
      </table>
    </div>
  );
}
