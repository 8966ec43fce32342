import { measureDashboard } from './dashboard-bench'

// `npm run bench -- --dashboard`: only the office dashboard at 10,000 profiles (bench/dashboard-bench.ts).
const result = await measureDashboard()
console.log(
  `Office dashboard, ${result.profiles} profiles in one office (${result.requests} sequential requests): p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (budget ${result.budgetP95Ms})`,
)
