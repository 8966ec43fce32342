import { createFormOnly } from './create-form-bench'

await createFormOnly(process.argv)
