// One module per icon keeps tests fast (import-x sees one shared .d.mts behind them all).
/* eslint-disable import-x/no-duplicates */
import Download from 'lucide-react/icons/download'
import FileText from 'lucide-react/icons/file-text'
/* eslint-enable import-x/no-duplicates */
import { useState } from 'react'
import type * as React from 'react'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import type { LeadFormCopy } from '@/content/consultation'
import { type DownloadResource, type DownloadsPage, guideFileUrl } from '@/content/downloads'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/cn'
import { saveUrl } from '@/lib/save-file'

import { requestDownload } from './api/request-download'
import { GuideArtwork } from './guide-artwork'
import { LeadRequestForm } from './lead-request-form'

export type GuideDownloadCopy = Pick<
  DownloadsPage,
  'downloadNow' | 'fileType' | 'dialog' | 'success'
>

type GuideDownloadCardProps = React.ComponentProps<'article'> & {
  guide: DownloadResource
  copy: GuideDownloadCopy
  formCopy: LeadFormCopy
}

/**
 * One free guide (docs/product.md, Consultation and other pages): art, title, description and
 * download count. 'Download Now' opens the request form in a dialog; once the request is stored the
 * dialog closes, the toast confirms and the PDF downloads.
 */
export function GuideDownloadCard({
  guide: resource,
  copy,
  formCopy,
  className,
  ...props
}: GuideDownloadCardProps) {
  const [open, setOpen] = useState(false)
  const headingId = `guide-${resource.id}-title`

  return (
    <article
      data-slot="guide-download-card"
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm',
        className,
      )}
      {...props}
    >
      <GuideArtwork guide={resource.id} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold tracking-wider text-teal uppercase">{resource.topic}</p>
        <h3 id={headingId} className="text-xl leading-tight font-bold text-navy">
          {resource.title}
        </h3>
        <p className="flex-1 text-muted-foreground">{resource.description}</p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <FileText aria-hidden="true" className="size-4 text-teal" />
          <span>
            {copy.fileType} · {resource.pages} · {resource.downloadCount}
          </span>
        </p>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button className="mt-2 w-full" aria-describedby={headingId}>
              <Download aria-hidden="true" />
              {copy.downloadNow}
            </Button>
          </DialogTrigger>
          <DialogContent
            closeLabel={copy.dialog.close}
            spacing="roomy"
            className="motion-safe:ease-out sm:p-8"
          >
            <div className="flex flex-col gap-2">
              <DialogTitle size="lg" className="pr-10 leading-tight">
                {copy.dialog.title}: {resource.title}
              </DialogTitle>
              <DialogDescription>{copy.dialog.description}</DialogDescription>
            </div>
            <LeadRequestForm
              copy={formCopy}
              submitLabel={copy.dialog.submit}
              submittingLabel={copy.dialog.submitting}
              send={(values, spam) => requestDownload({ ...values, resourceId: resource.id }, spam)}
              onSent={() => {
                saveUrl(guideFileUrl(resource.id), `${resource.id}.pdf`)
                toast(copy.success)
                setOpen(false)
              }}
            />
          </DialogContent>
        </Dialog>
      </div>
    </article>
  )
}
