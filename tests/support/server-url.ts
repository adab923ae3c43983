import type { ChildProcess } from 'node:child_process'

/**
 * The URL a server started as a child process (`src/server/main.ts`) prints once it listens
 * ("running at http://…"). Its output listeners are removed then, so the caller can attach
 * its own. Rejects with the output so far — and kills the child — if it exits first or is not
 * listening within `timeoutMs`. Shared by the crash, fuzz and load harnesses.
 */
export function serverUrl(child: ChildProcess, timeoutMs = 60_000): Promise<string> {
  let output = ''
  return new Promise<string>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
    }
    const timer = setTimeout(() => {
      stop()
      child.kill('SIGKILL')
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1]
      if (!url) return
      stop()
      resolve(url)
    }
    const onExit = (code: number | null) => {
      stop()
      reject(new Error(`server exited (${code}) before listening:\n${output}`))
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}
