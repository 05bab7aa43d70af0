import { DeleteAccountDialog } from '@/components/profile/delete-account-dialog'
import { DownloadDataButton } from '@/components/profile/download-data-button'

export function PrivacyControls() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="font-medium">Download my data</h3>
        <p className="text-sm text-muted-foreground">
          A JSON file with your account, profile, orders, quiz results, saved resources, messages
          and study-guide sign-ups.
        </p>
        <DownloadDataButton />
      </div>
      <div className="grid gap-2">
        <h3 className="font-medium">Delete my account</h3>
        <p className="text-sm text-muted-foreground">
          Permanently removes your account and personal data. Orders are kept, without your details,
          because we must keep financial records.
        </p>
        <DeleteAccountDialog />
      </div>
    </div>
  )
}
