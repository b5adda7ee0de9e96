/** Latency buckets in seconds: fine below 100 ms where most API calls land. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface RouteSeries {
  method: string;
  route: string;
  /** By status code. */
  counts: Map<number, number>;
  /** Cumulative-ready: buckets[i] counts durations <= LATENCY_BUCKETS[i] (not yet cumulative). */
  buckets: number[];
  sum: number;
  count: number;
}

/** A value sampled when /metrics is scraped. */
export interface Gauge {
  name: string;
  help: string;
  value: number;
}

/**
 * The counters behind GET /metrics, kept in memory per instance (Prometheus
 * scrapes each instance). Series are keyed by the route *pattern*, so their
 * number is bounded by the routes the app declares, never by the URLs asked.
 */
export class MetricsRegistry {
  private readonly routes = new Map<string, RouteSeries>();
  private readonly jobRuns = new Map<string, number>();
  private readonly gauges: (() => Gauge[])[] = [];

  /** Open WebSocket connections on this instance. */
  constructor(private readonly websocketConnections: () => number = () => 0) {}

  /** Gauges of a part of the app (the access-log queue, the server monitor), sampled at scrape time. */
  addGauges(gauges: () => Gauge[]): void {
    this.gauges.push(gauges);
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route}`;
    let series = this.routes.get(key);
    if (!series) {
      series = { method, route, counts: new Map(), buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.routes.set(key, series);
    }
    series.counts.set(status, (series.counts.get(status) ?? 0) + 1);
    const i = LATENCY_BUCKETS.findIndex((b) => seconds <= b);
    if (i >= 0) series.buckets[i]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  observeJobRun(outcome: string): void {
    this.jobRuns.set(outcome, (this.jobRuns.get(outcome) ?? 0) + 1);
  }

  /** The Prometheus text exposition format, version 0.0.4. */
  render(): string {
    const out: string[] = [];
    out.push('# HELP http_requests_total HTTP requests by method, route pattern and status.');
    out.push('# TYPE http_requests_total counter');
    for (const s of this.routes.values())
      for (const [status, n] of s.counts)
        out.push(
          `http_requests_total{${labels({ method: s.method, route: s.route, status: String(status) })}} ${n}`,
        );

    out.push('# HELP http_request_duration_seconds HTTP request latency by method and route pattern.');
    out.push('# TYPE http_request_duration_seconds histogram');
    for (const s of this.routes.values()) {
      const base = { method: s.method, route: s.route };
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i]!;
        out.push(
          `http_request_duration_seconds_bucket{${labels({ ...base, le: String(le) })}} ${cumulative}`,
        );
      });
      out.push(`http_request_duration_seconds_bucket{${labels({ ...base, le: '+Inf' })}} ${s.count}`);
      out.push(`http_request_duration_seconds_sum{${labels(base)}} ${round(s.sum)}`);
      out.push(`http_request_duration_seconds_count{${labels(base)}} ${s.count}`);
    }

    out.push('# HELP job_runs_total Scheduled-task runs finished on this instance, by outcome.');
    out.push('# TYPE job_runs_total counter');
    for (const outcome of new Set(['success', 'failure', ...this.jobRuns.keys()]))
      out.push(`job_runs_total{${labels({ outcome })}} ${this.jobRuns.get(outcome) ?? 0}`);

    out.push('# HELP websocket_connections Open WebSocket connections on this instance.');
    out.push('# TYPE websocket_connections gauge');
    out.push(`websocket_connections ${this.websocketConnections()}`);

    for (const g of this.gauges.flatMap((f) => f())) {
      out.push(`# HELP ${g.name} ${g.help}`);
      out.push(`# TYPE ${g.name} gauge`);
      out.push(`${g.name} ${round(g.value)}`);
    }
    return `${out.join('\n')}\n`;
  }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function labels(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join(',');
}
