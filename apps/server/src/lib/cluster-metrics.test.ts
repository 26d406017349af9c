import { AggregatorRegistry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics';

/** Two workers' metrics as the cluster's primary adds them up (the registries each worker hands over, summed). */
async function addedUp(workers: Metrics[]): Promise<string> {
  const handedOver = await Promise.all(workers.flatMap((m) => m.registries().map((r) => r.getMetricsAsJSON())));
  return AggregatorRegistry.aggregate(handedOver).metrics();
}

const line = (text: string, series: string) => text.split('\n').find((l) => l.startsWith(`${series} `));

describe("the cluster's metrics added up", () => {
  it('sum the counters and the request histogram of every worker, and take the largest queue depth', async () => {
    const pool = { poolUse: () => ({ total: 2, idle: 1, waiting: 0 }) };
    const [a, b] = [new Metrics(pool), new Metrics(pool)];
    a.pricedRequests.inc(3);
    b.pricedRequests.inc(4);
    a.observeRequest('/fe/user', 'GET', 200, 0.003);
    b.observeRequest('/fe/user', 'GET', 200, 0.2);
    b.observeRequest('/fe/user', 'GET', 204, 20);
    a.observeRequest('/fe/pricelists/:id', 'GET', 404, 0.001);
    a.readQueueSizesWith(async () => new Map([['budget', 5]]));
    b.readQueueSizesWith(async () => new Map([['budget', 5]]));

    const text = await addedUp([a, b]);
    expect(line(text, 'freight_priced_requests_total')).toBe('freight_priced_requests_total 7');
    const user = 'route="/fe/user",method="GET",status="2xx"';
    expect(line(text, `freight_http_request_duration_seconds_count{${user}}`)).toMatch(/ 3$/);
    expect(line(text, `freight_http_request_duration_seconds_bucket{${user},le="0.005"}`)).toMatch(/ 1$/);
    expect(line(text, `freight_http_request_duration_seconds_bucket{${user},le="0.25"}`)).toMatch(/ 2$/);
    expect(line(text, `freight_http_request_duration_seconds_bucket{${user},le="10"}`)).toMatch(/ 2$/);
    expect(line(text, `freight_http_request_duration_seconds_bucket{${user},le="+Inf"}`)).toMatch(/ 3$/);
    expect(Number(line(text, `freight_http_request_duration_seconds_sum{${user}}`)!.split(' ')[1])).toBeCloseTo(20.203);
    expect(line(text, 'freight_http_request_duration_seconds_count{route="/fe/pricelists/:id",method="GET",status="4xx"}')).toMatch(/ 1$/);
    expect(text).toContain('# TYPE freight_http_request_duration_seconds histogram');
    // Both read the same queues: 5 jobs, not 10. The pools are two processes' connections: summed.
    expect(line(text, 'freight_job_queue_depth{queue="budget"}')).toBe('freight_job_queue_depth{queue="budget"} 5');
    expect(line(text, 'freight_db_pool_connections')).toBe('freight_db_pool_connections 4');
  });

  it("a worker's own exposition and its share handed over agree on the request histogram", async () => {
    const metrics = new Metrics({ poolUse: () => ({ total: 1, idle: 1, waiting: 0 }) });
    metrics.observeRequest('/fe/zones', 'POST', 422, 0.04);
    metrics.observeRequest('/fe/zones', 'POST', 201, 0.5);
    const own = (await metrics.text()).split('\n').filter((l) => l.startsWith('freight_http_request_duration_seconds'));
    const handedOver = (await addedUp([metrics])).split('\n').filter((l) => l.startsWith('freight_http_request_duration_seconds'));
    expect(handedOver.sort()).toEqual(own.sort());
  });
});
