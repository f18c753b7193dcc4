/** Waits until the server has imported the football data and fitted the model. */
export async function waitForFootball(baseUrl: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/api/health`)
    const body = (await res.json()) as { football?: { ready: boolean } }
    if (body.football?.ready) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the football model was not ready in time')
}
