// The part of autocannon 9's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Worker threads firing the requests, so the client does not share the server's thread. */
    workers?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    warmup?: { connections?: number; duration?: number };
  }

  /** Requests per second (requests) or milliseconds (latency). */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds. */
    duration: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
