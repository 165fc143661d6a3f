import { z } from 'zod';
import { numberError, optionalText, requiredText } from './common';
import { rupeesSchema } from './entity-payment';

/** GST rates a material may carry (the slabs in force, including the older ones still on bills). */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

/** Units offered in the form; any short unit is accepted. */
export const MATERIAL_UNITS = [
  'Bag',
  'Kg',
  'Tonne',
  'Brass',
  'Cu.m',
  'Cft',
  'Sq.ft',
  'Rft',
  'Nos',
  'Ltr',
  'Trip',
] as const;

export const gstRateSchema = z
  .number({ error: numberError('GST') })
  .refine((v) => (GST_RATES as readonly number[]).includes(v), {
    error: 'Choose a GST rate from the list.',
  });

/** POST /api/materials/add and PUT /api/materials/update/:id. */
export const materialInputSchema = z.object({
  name: requiredText('Material name', 150),
  unit: requiredText('Unit', 20),
  hsn: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}(\d{2})?(\d{2})?$/.test(v), { error: 'HSN must be 4, 6 or 8 digits.' })
    .optional()
    .nullable()
    .transform((v) => v || undefined),
  /** Default rate per unit before GST, in rupees. */
  rate: rupeesSchema('Rate'),
  gst: gstRateSchema,
  description: optionalText('Description', 500),
});
export type MaterialInput = z.input<typeof materialInputSchema>;

export const materialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.string(),
  hsn: z.string().nullable(),
  rate: z.number(),
  gst: z.number(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialListSchema = z.object({ materials: z.array(materialSchema) });
