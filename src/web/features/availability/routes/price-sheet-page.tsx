import { useParams, useSearchParams } from 'react-router';
import { formatInr } from '../../../../domain/billing/indian-format';
import { sqmToSqft } from '../../../../domain/inventory/area';
import { FACING_LABELS } from '../../../../domain/inventory/statuses';
import { paths } from '../../../../domain/paths';
import { availabilityQuerySchema } from '../../../../domain/schemas/availability';
import { formatDate } from '../../../lib/format';
import { useCompany } from '../../../lib/shared-queries';
import { fileNameTitle } from '../../../lib/use-document-title';
import { PrintFrame } from '../../billing';
import { useAvailability } from '../api/availability-queries';
import './price-sheet.css';

const area = (sqm: number) => `${sqm} m² (${sqmToSqft(sqm)} sq ft)`;

/**
 * /projects/:id/price-sheet — one A4 page of the available units with their all-in prices, for a
 * buyer to take home. It takes the grid's filters from the address (a 2 BHK sheet for floors 5 and
 * up), so a large project still prints what the buyer asked about on one page.
 */
export function PriceSheetPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const read = availabilityQuerySchema.safeParse(Object.fromEntries(search));
  const filters = read.success ? read.data : {};
  const tower = search.get('tower');
  const grid = useAvailability(id, { ...filters, status: 'available' });
  const company = useCompany();
  const data = grid.data;
  const rows = data
    ? data.towers
        .filter((t) => !tower || t._id === tower)
        .flatMap((tower) =>
          [...tower.floors]
            .reverse()
            .flatMap((floor) => floor.units.filter((u) => u.match).map((unit) => ({ tower: tower.name, unit }))),
        )
    : [];
  const p = data?.project;

  return (
    <PrintFrame
      backTo={paths.projectAvailability(id, search)}
      backLabel="Back to availability"
      title={p ? fileNameTitle('Price sheet', p.name, data?.day) : null}
      ready={Boolean(data && company.data)}
      error={grid.error ?? company.error}
      onRetry={() => {
        void grid.refetch();
        void company.refetch();
      }}
    >
      {data && p && company.data ? (
        <article className="billing-sheet price-sheet" aria-label="Price sheet">
          <header className="price-sheet-head">
            <div>
              <h1>{p.name}</h1>
              <div>
                {[p.address, `${p.city}, ${p.state}`].filter(Boolean).join(', ')}
                {p.reraNumber ? ` · MahaRERA ${p.reraNumber}` : ''}
              </div>
            </div>
            <div className="price-sheet-company">
              <strong>{company.data.name}</strong>
              <div>{[company.data.phone, company.data.email].filter(Boolean).join(' · ')}</div>
            </div>
          </header>
          <h2>
            Available units and all-in prices as on {formatDate(data.day)}
            {data.priceList ? ` (price list from ${formatDate(data.priceList.effectiveFrom)})` : ''}
          </h2>
          {rows.length === 0 ? (
            <p className="price-sheet-none">
              {data.priceList ? 'No unit is available with these filters.' : 'No price list is in force today.'}
            </p>
          ) : (
            <table className="lines price-sheet-table">
              <colgroup>
                <col style={{ width: '8%' }} />
                <col style={{ width: '9%' }} />
                <col style={{ width: '7%' }} />
                <col style={{ width: '10%' }} />
                <col style={{ width: '11%' }} />
                <col style={{ width: '20%' }} />
                <col style={{ width: '20%' }} />
                <col style={{ width: '15%' }} />
              </colgroup>
              <thead>
                <tr>
                  <th>Tower</th>
                  <th>Unit</th>
                  <th>Floor</th>
                  <th>Type</th>
                  <th>Facing</th>
                  <th>RERA carpet</th>
                  <th>Saleable</th>
                  <th className="num">All-in price</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ tower, unit }) => (
                  <tr key={unit._id}>
                    <td>{tower}</td>
                    <td>{unit.number}</td>
                    <td>{unit.floor === 0 ? 'G' : unit.floor}</td>
                    <td>{unit.type}</td>
                    <td>{unit.facing ? FACING_LABELS[unit.facing] : '—'}</td>
                    <td>{area(unit.carpetSqm)}</td>
                    <td>{area(unit.saleableSqm)}</td>
                    <td className="num">{unit.allInPrice === null ? '—' : formatInr(unit.allInPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="note">
            The all-in price is the agreement value (basic cost, floor rise, preferential location and parking) with
            GST, stamp duty and registration at the general rate, and the other charges of the price list. A woman buyer
            pays less stamp duty; TDS of 1% under section 194-IA applies from ₹50 lakh. Prices are those of the date
            above and may change; the unit's cost sheet gives every line with its rule.
          </p>
        </article>
      ) : null}
    </PrintFrame>
  );
}
