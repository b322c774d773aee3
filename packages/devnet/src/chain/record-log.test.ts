import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecordLog } from './record-log.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const text = (data: Uint8Array): string => new TextDecoder().decode(data);

describe('RecordLog', () => {
  let directory: string;
  let path: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'record-log-'));
    path = join(directory, 'test.log');
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('reads back what was appended, in order', () => {
    const { log } = RecordLog.open(path);
    log.append([bytes('one'), bytes('two')]);
    log.append([bytes('three')]);
    log.close();
    const { log: again, contents } = RecordLog.open(path);
    again.close();
    expect(contents.records.map(text)).toEqual(['one', 'two', 'three']);
    expect(contents.discardedBytes).toBe(0);
  });

  it('drops a record cut short by a crash and appends after the last whole one', () => {
    const { log } = RecordLog.open(path);
    log.append([bytes('kept')]);
    log.append([bytes('torn record')]);
    log.close();
    truncateSync(path, statSync(path).size - 3);

    const { log: reopened, contents } = RecordLog.open(path);
    expect(contents.records.map(text)).toEqual(['kept']);
    expect(contents.discardedBytes).toBe(8 + 'torn record'.length - 3);
    reopened.append([bytes('next')]);
    reopened.close();
    expect(RecordLog.open(path).contents.records.map(text)).toEqual(['kept', 'next']);
  });

  it('drops a frame header that is itself incomplete, and garbage after the last record', () => {
    const { log } = RecordLog.open(path);
    log.append([bytes('kept')]);
    log.close();
    appendFileSync(path, Uint8Array.from([0, 0, 1]));
    expect(RecordLog.open(path).contents.records.map(text)).toEqual(['kept']);
    appendFileSync(path, Uint8Array.from([0, 0, 0, 4, 1, 2, 3, 4, 0x61, 0x62, 0x63, 0x64]));
    const { contents } = RecordLog.open(path);
    expect(contents.records.map(text)).toEqual(['kept']);
    expect(contents.discardedBytes).toBe(12);
  });

  it('rewrite replaces the contents atomically and keeps appending to the new file', () => {
    const { log } = RecordLog.open(path);
    log.append([bytes('a'), bytes('b')]);
    log.rewrite([bytes('c')]);
    log.append([bytes('d')]);
    log.close();
    expect(RecordLog.open(path).contents.records.map(text)).toEqual(['c', 'd']);
    expect(readFileSync(path).length).toBe(2 * (8 + 1));
  });
});
