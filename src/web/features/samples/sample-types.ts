// The product and the chosen grade and pack a sample is asked for, as the product page hands them over.
export type SampleProduct = { _id: string; name: string; nameBn?: string | null };
export type SampleVariant = { id: string; label: string };
