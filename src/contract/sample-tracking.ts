// The buyer's page of a sample request (/samples/{token}): the request and the sales desk's messages to
// them, oldest first. Apart from the samples contract, which the public forms load, so that the forms
// carry none of it.
import { z } from 'zod';
import { TrackedSampleSchema } from './samples';

export const SampleTrackingSchema = TrackedSampleSchema.extend({
  messages: z.array(z.object({ at: z.string(), message: z.string() })),
});
export type SampleTracking = z.infer<typeof SampleTrackingSchema>;
