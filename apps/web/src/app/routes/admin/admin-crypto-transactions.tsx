import { CryptoTransactions } from '../../../features/admin/crypto/crypto-transactions.tsx'
import { usePageTitle } from '../../../hooks/use-page-title.ts'

export default function AdminCryptoTransactionsPage() {
  usePageTitle('Crypto Transactions - Admin')
  return <CryptoTransactions />
}
