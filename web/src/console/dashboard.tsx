import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type Plugin } from 'chart.js';
import { convene, onLive, realtime } from '../session.ts';
import { direction, locale, t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { formatDay, formatNumber } from '../i18n/format.ts';
import { money } from '../shop/api.ts';
import { ErrorNote } from '../screens/ui.tsx';
import { currentEvent, refusal, type SalesSummary } from './api.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

interface CheckInStats {
  tickets: number;
  checked_in: number;
  by_ticket: Array<{ ticket_id: number; name: string; tickets: number; checked_in: number }>;
}

/** The canvas font of the figures on the bars (CSS font shorthand). */
const labelFont = ['600', '13px', 'system-ui,sans-serif'].join(' ');

/** Each bar carries its figure, so the chart reads without telling colours apart. */
const valueLabels: Plugin<'bar'> = {
  id: 'valueLabels',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    chart.data.datasets.forEach((dataset, i) => {
      chart.getDatasetMeta(i).data.forEach((bar, j) => {
        const value = Number(dataset.data[j] ?? 0);
        ctx.save();
        ctx.fillStyle = '#111';
        ctx.font = labelFont;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'bottom';
        ctx.fillText(formatNumber(value), bar.x, bar.y - 4);
        ctx.restore();
      });
    });
  },
};

/** A bar chart on a canvas (its summary as the accessible name) with the same figures in the table beside it. */
function BarChart({ labels, values, name, testId }: { labels: string[]; values: number[]; name: string; testId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets: [{ label: name, data: values, backgroundColor: '#1f5fa8', borderColor: '#0b2e55', borderWidth: 1, maxBarThickness: 72 }] },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        layout: { padding: { top: 24 } },
        plugins: { legend: { display: false }, tooltip: { rtl: direction() === 'rtl' } },
        scales: {
          x: { reverse: direction() === 'rtl', ticks: { color: '#111' } },
          y: { beginAtZero: true, ticks: { color: '#111', precision: 0, callback: (v) => formatNumber(Number(v)) } },
        },
      },
      plugins: [valueLabels],
    });
    return () => chart.destroy();
  }, [labels.join('\u0000'), values.join(','), locale.value]);
  return (
    <div class="chart">
      <canvas ref={canvas} role="img" aria-label={name} data-testid={testId} />
    </div>
  );
}

const dayLabel = (date: string) => formatDay(`${date}T12:00:00Z`, 'UTC');

/** What `checkins:progress` (and the `checkins:watch` ack) carries, as the stats endpoint shapes it. */
const fromProgress = (p: { checked_in: number; total: number; by_ticket_type: CheckInStats['by_ticket'] }): CheckInStats => ({ tickets: p.total, checked_in: p.checked_in, by_ticket: p.by_ticket_type });

/**
 * Sales (by day, by ticket type) as charts with their tables, read again every 10 s, and check-in progress, live:
 * the socket watches the event (`checkins:watch`, again after each reconnect) and each `checkins:progress` moves
 * the figures; while it cannot watch, the 10 s reads carry them.
 */
export function Dashboard({ slug }: { slug: string }) {
  const sales = useSignal<SalesSummary | null>(null);
  const checkins = useSignal<CheckInStats | null>(null);
  const error = useSignal('');
  const watching = useRef(false);
  const eventId = currentEvent.value?.slug === slug ? currentEvent.value.id : undefined;

  useEffect(() => {
    if (!eventId) return;
    const live = realtime();
    let stopped = false;
    const offs = [
      live.on('checkins:progress', (p) => {
        if (!stopped && p.event === eventId) checkins.value = fromProgress(p);
      }),
      onLive(() => {
        void live
          .request('checkins:watch', { event: eventId })
          .then((p) => {
            if (stopped) return;
            watching.current = true;
            checkins.value = fromProgress(p);
          })
          .catch(() => (watching.current = false));
      }, true),
      live.on('state', (state) => state !== 'live' && (watching.current = false)),
    ];
    return () => {
      stopped = true;
      for (const off of offs) off();
      if (watching.current) void live.request('checkins:unwatch', { event: eventId }).catch(() => undefined);
      watching.current = false;
    };
  }, [eventId]);

  useEffect(() => {
    let stop = false;
    async function load() {
      const [s, c] = await Promise.all([
        convene.rest.GET('/api/events/{slug}/sales', { params: { path: { slug } } }),
        convene.rest.GET('/api/events/{slug}/checkins/stats', { params: { path: { slug } } }),
      ]);
      if (stop) return;
      if (s.data) sales.value = s.data.data as SalesSummary;
      else error.value = refusal(s.error, s.response.status);
      // A push may be newer than this read: while the socket watches, the pushes alone move the figures.
      if (c.data && !watching.current) checkins.value = c.data.data as CheckInStats;
    }
    void load();
    const timer = setInterval(() => void load(), 10_000);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [slug]);

  const s = sales.value;
  const c = checkins.value;
  return (
    <div>
      <h3>{t('console:dashboard_title')}</h3>
      <ErrorNote message={error.value} />
      {!s && !error.value ? <p>{t('console:loading')}</p> : null}
      {s ? (
        <>
          <dl class="figures" data-testid="sales-figures">
            <div>
              <dt>{t('console:orders_paid')}</dt>
              <dd>{formatNumber(s.orders_paid)}</dd>
            </div>
            <div>
              <dt>{t('console:tickets_sold')}</dt>
              <dd>{formatNumber(s.tickets_sold)}</dd>
            </div>
            <div>
              <dt>{t('console:gross')}</dt>
              <dd>
                <bdi>{money(s.gross, s.currency)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('console:refunded')}</dt>
              <dd>
                <bdi>{money(s.refunded, s.currency)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('console:net')}</dt>
              <dd>
                <bdi>{money(s.net, s.currency)}</bdi>
              </dd>
            </div>
          </dl>

          <section aria-labelledby="by-day-title">
            <h4 id="by-day-title">{t('console:by_day')}</h4>
            {s.by_day.length === 0 ? (
              <p>{t('console:no_sales')}</p>
            ) : (
              <>
                <BarChart testId="chart-by-day" name={t('console:by_day_chart', { count: s.tickets_sold })} labels={s.by_day.map((d) => dayLabel(d.date))} values={s.by_day.map((d) => d.tickets)} />
                <table data-testid="table-by-day">
                  <caption>
                    <T k="console:by_day_caption" values={{ zone: s.time_zone }} />
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('console:col_day')}</th>
                      <th scope="col">{t('console:col_orders')}</th>
                      <th scope="col">{t('console:col_tickets')}</th>
                      <th scope="col">{t('console:col_gross')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.by_day.map((d) => (
                      <tr key={d.date}>
                        <th scope="row">{dayLabel(d.date)}</th>
                        <td>{formatNumber(d.orders)}</td>
                        <td>{formatNumber(d.tickets)}</td>
                        <td>
                          <bdi>{money(d.gross, s.currency)}</bdi>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>

          <section aria-labelledby="by-type-title">
            <h4 id="by-type-title">{t('console:by_ticket')}</h4>
            {s.by_ticket.length === 0 ? (
              <p>{t('console:no_ticket_types')}</p>
            ) : (
              <>
                <BarChart testId="chart-by-ticket" name={t('console:by_ticket_chart', { count: s.tickets_sold })} labels={s.by_ticket.map((k) => k.name)} values={s.by_ticket.map((k) => k.sold)} />
                <table data-testid="table-by-ticket">
                  <caption>{t('console:by_ticket_caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('console:col_ticket')}</th>
                      <th scope="col">{t('console:col_sold')}</th>
                      <th scope="col">{t('console:col_held')}</th>
                      <th scope="col">{t('console:col_remaining')}</th>
                      <th scope="col">{t('console:col_gross')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.by_ticket.map((k) => (
                      <tr key={k.ticket_id}>
                        <th scope="row">
                          <UserText>{k.name}</UserText>
                        </th>
                        <td>{formatNumber(k.sold)}</td>
                        <td>{formatNumber(k.held)}</td>
                        <td>{k.remaining === null ? t('console:unlimited') : formatNumber(k.remaining)}</td>
                        <td>
                          <bdi>{money(k.gross, s.currency)}</bdi>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </section>
        </>
      ) : null}

      {c ? (
        <section aria-labelledby="checkin-title" data-testid="checkin-stats">
          <h4 id="checkin-title">{t('console:checkins')}</h4>
          <CheckInBar label={t('console:checkins_all')} done={c.checked_in} of={c.tickets} live />
          {c.by_ticket.map((k) => (
            <CheckInBar key={k.ticket_id} label={k.name} done={k.checked_in} of={k.tickets} />
          ))}
        </section>
      ) : null}
    </div>
  );
}

/** A figure and a bar: "12 of 40 checked in (30%)" reads without the bar's colour. */
function CheckInBar({ label, done, of, live }: { label: string; done: number; of: number; live?: boolean }) {
  const percent = formatNumber(of > 0 ? done / of : 0, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div class="progress">
      <p aria-live={live ? 'polite' : undefined} data-testid={live ? 'checkin-all' : undefined}>
        <strong>
          <UserText>{label}</UserText>
        </strong>{' '}
        <T k="console:checked_in_of" values={{ done, of, percent }} />
      </p>
      <progress max={Math.max(of, 1)} value={done} aria-label={t('console:checked_in_named', { name: label, done, of })} />
    </div>
  );
}
