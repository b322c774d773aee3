// The names of the failed tests in the runners' JSON reports, for the end of `npm test`'s output:
// a step's own log is printed when the step ends and may scroll far above the summary.
import { stripVTControlCharacters } from 'node:util';

/** `file > title: first line of the error` for each failed test of a vitest JSON report. */
export function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const path = relative(file.name);
    const failedTests = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that fails before its tests run (an import error) has no failed test of its own.
    if (failedTests.length === 0 && file.status === 'failed') {
      return [`${path}: ${firstLine(file.message)}`];
    }
    return failedTests;
  });
}

/** `[project] file > title: first line of the error` for each test that did not end as expected. */
export function playwrightFailures(report) {
  const lines = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const error = last?.error?.message ?? last?.status;
        lines.push(`[${test.projectName}] ${file} > ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return lines;
}

function firstLine(text) {
  return stripVTControlCharacters(text ?? 'no message')
    .trim()
    .split('\n')[0];
}

function relative(path) {
  return path.replace(/^.*?\/(packages|scripts|e2e|eslint)\//, '$1/');
}
