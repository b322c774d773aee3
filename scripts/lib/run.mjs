// Small process helpers for the project scripts. Plain Node, no dependencies: these run before
// `npm ci` has installed anything.
import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command and throws when it fails. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}

/** Formats milliseconds as seconds with one decimal. */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}
