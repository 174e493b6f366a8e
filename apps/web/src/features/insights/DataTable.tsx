import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface DataRow {
  key: string;
  /** The row's name, read as the header of its cells. */
  name: ReactNode;
  cells: ReactNode[];
}

interface DataTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The first column's header, then one per cell. Columns after the first are numbers, aligned right. */
  headers: string[];
  rows: DataRow[];
  /** A closing row (a total), set apart below the others. */
  footer?: DataRow;
}

/** A table of figures; it scrolls sideways on a phone rather than squeezing its columns. */
export function DataTable({ labelledBy, headers, rows, footer }: DataTableProps) {
  const [nameHeader, ...cellHeaders] = headers;
  const row = ({ key, name, cells }: DataRow) => (
    <TableRow key={key}>
      <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
        {name}
      </TableCell>
      {cells.map((cell, index) => (
        <TableCell key={cellHeaders[index] ?? index} align="right">
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{nameHeader}</TableCell>
            {cellHeaders.map((header) => (
              <TableCell key={header} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows.map(row)}</TableBody>
        {footer && (
          <TableFooter sx={{ '& .MuiTableCell-root': { fontWeight: 700, color: 'text.primary' } }}>
            {row(footer)}
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
