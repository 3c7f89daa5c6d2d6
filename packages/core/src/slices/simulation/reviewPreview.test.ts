import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../shared/errors/errors'
import { reviewPreview } from './reviewPreview'
import { SIMULATION_MESSAGES } from './simulationMessages'

describe('reviewPreview (a family preview never blocks Approve)', () => {
  it('a preview that never answers fails as too slow once its time is up, with no flags', async () => {
    const reviewed = await reviewPreview(() => new Promise(() => undefined), 20)
    expect(reviewed).toEqual({
      preview: { status: 'failed', reason: SIMULATION_MESSAGES.previewTimeout },
      flags: [],
    })
  })

  it('a preview that throws fails with the error’s short message', async () => {
    const reviewed = await reviewPreview(
      () => Promise.reject(new ValidationError('The PSBT is malformed')),
      1000,
    )
    expect(reviewed.preview).toEqual({ status: 'failed', reason: 'The PSBT is malformed' })
  })

  it('an adapter that does not preview the method leaves the review without a preview', async () => {
    expect(await reviewPreview(() => Promise.resolve(undefined), 1000)).toEqual({
      preview: undefined,
      flags: [],
    })
  })
})
