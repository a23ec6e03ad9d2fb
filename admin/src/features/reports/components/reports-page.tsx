import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  REPORT_GRANULARITIES,
  REPORT_VERTICALS,
  type ReportGranularity,
  type ReportVertical,
} from '../../../../../contract/operator/reports';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { ApiFailure } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-messages';
import { reportQueries, useExportReport, type ReportSearch } from '../api/report-queries';
import { downloadCsv } from '../../../lib/download-csv';
import { defaultReportRange, reportFileName } from '../report-file';
import { GgrChart } from './ggr-chart';
import {
  ledgerColumns,
  periodColumns,
  periodLabel,
  VERTICAL_NAMES,
  verticalColumns,
} from './report-columns';
import '../reports.css';

const GRANULARITY_NAMES = { day: msg`Día`, week: msg`Semana`, month: msg`Mes` } as const;

/** The range's refusals in words; any other failure as the app words it. */
function reportError(i18n: I18n, error: unknown): string {
  if (error instanceof ApiFailure) {
    const codes = [error.code, ...Object.values(error.errors)];
    if (codes.includes('report_range_invalid'))
      return i18n._(msg`La fecha de inicio debe ser anterior o igual a la final`);
    if (codes.includes('report_range_too_long'))
      return i18n._(msg`Demasiados periodos: acorta las fechas o elige semanas o meses`);
  }
  return errorMessage(i18n, error);
}

/** GGR, NGR and the rest per period and per vertical, with a chart and a CSV download. */
export function ReportsPage({
  search,
  onSearch,
}: {
  search: Partial<ReportSearch>;
  onSearch: (search: Partial<ReportSearch>) => void;
}) {
  const { i18n, t } = useLingui();
  const range = defaultReportRange(new Date());
  const filters: ReportSearch = {
    granularity: search.granularity ?? 'day',
    from: search.from ?? range.from,
    to: search.to ?? range.to,
    vertical: search.vertical,
  };
  const report = useQuery(reportQueries.report(filters));
  const exportReport = useExportReport();
  const locale = i18n.locale;

  return (
    <section className="stack reports">
      <div className="page-heading">
        <h1>
          <Trans>Informes</Trans>
        </h1>
        <div className="page-heading__actions">
          <button
            type="button"
            disabled={exportReport.isPending}
            onClick={() =>
              exportReport.mutate(filters, {
                onSuccess: ({ csv, filename }) =>
                  downloadCsv(csv, reportFileName(filename, filters)),
              })
            }
          >
            <Trans>Descargar CSV</Trans>
          </button>
          <FormError message={exportReport.error && reportError(i18n, exportReport.error)} />
        </div>
      </div>
      <form
        key={`${filters.granularity}${filters.from}${filters.to}${filters.vertical ?? ''}`}
        className="filters"
        aria-label={t`Filtros`}
        onSubmit={(event) => {
          event.preventDefault();
          const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<
            string,
            string
          >;
          onSearch({
            granularity: form.granularity as ReportGranularity,
            from: form.from || undefined,
            to: form.to || undefined,
            vertical: (form.vertical || undefined) as ReportVertical | undefined,
          });
        }}
      >
        <Field label={<Trans>Agrupar por</Trans>}>
          {(id) => (
            <select id={id} name="granularity" defaultValue={filters.granularity}>
              {REPORT_GRANULARITIES.map((value) => (
                <option key={value} value={value}>
                  {i18n._(GRANULARITY_NAMES[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={<Trans>Desde</Trans>}>
          {(id) => <input id={id} name="from" type="date" defaultValue={filters.from} required />}
        </Field>
        <Field label={<Trans>Hasta</Trans>}>
          {(id) => <input id={id} name="to" type="date" defaultValue={filters.to} required />}
        </Field>
        <Field label={<Trans>Vertical</Trans>}>
          {(id) => (
            <select id={id} name="vertical" defaultValue={filters.vertical ?? ''}>
              <option value="">{t`Todas`}</option>
              {REPORT_VERTICALS.map((value) => (
                <option key={value} value={value}>
                  {i18n._(VERTICAL_NAMES[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="primary">
          <Trans>Ver informe</Trans>
        </button>
      </form>
      <p className="muted">
        <Trans>Importes en mBTC; días en UTC. El filtro de vertical solo afecta a su tabla.</Trans>
      </p>
      <FormError message={report.error && reportError(i18n, report.error)} />
      {report.isPending && (
        <p role="status">
          <Trans>Cargando…</Trans>
        </p>
      )}
      {report.data && (
        <>
          <h2>
            <Trans>Por periodo</Trans>
          </h2>
          <GgrChart periods={report.data.periods} granularity={filters.granularity} />
          <DataTable
            caption={t`Informe por periodo, con la fila de total al final`}
            columns={periodColumns(i18n, (row) =>
              row === report.data.total ? t`Total` : periodLabel(row.period, locale),
            )}
            rows={report.data.periods}
            footerRows={[report.data.total]}
            rowKey={(row) => (row === report.data.total ? 'total' : row.period)}
            empty={<Trans>Sin datos en estas fechas.</Trans>}
          />
          <h2>
            <Trans>Por vertical</Trans>
          </h2>
          <DataTable
            caption={t`Informe por periodo y vertical, con el total de cada vertical al final`}
            columns={verticalColumns(i18n, (row) =>
              report.data.verticalTotals.includes(row) ? t`Total` : periodLabel(row.period, locale),
            )}
            rows={report.data.verticals}
            footerRows={report.data.verticalTotals}
            rowKey={(row) =>
              `${report.data.verticalTotals.includes(row) ? 'total' : row.period}-${row.vertical}`
            }
            empty={<Trans>Sin apuestas en estas fechas.</Trans>}
          />
          <h2>
            <Trans>Movimientos del libro mayor</Trans>
          </h2>
          <p className="muted">
            <Trans>
              Cada movimiento del libro mayor en estas fechas, en una sola línea. «Saldo de
              jugadores» es lo que sumó a las cuentas de los jugadores (negativo: lo que les quitó).
            </Trans>
          </p>
          <DataTable
            caption={t`Movimientos del libro mayor por línea`}
            columns={ledgerColumns(i18n)}
            rows={report.data.ledger}
            rowKey={(row) => row.line}
            empty={<Trans>Sin movimientos en estas fechas.</Trans>}
          />
        </>
      )}
    </section>
  );
}
