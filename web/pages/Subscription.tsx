import { History, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PlanDialog } from '@/components/PlanDialog';
import { SubscriptionSummary } from '@/components/SubscriptionSummary';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useSubscription } from '@/lib/account';

export default function Subscription() {
  const { data: subscription, error, mutate } = useSubscription();
  const [, navigate] = useLocation();
  const [plansOpen, setPlansOpen] = useState(false);

  return (
    <section className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold tracking-tight">Manage Subscription</h1>
      <Card className="mt-6">
        {subscription ? (
          <SubscriptionSummary subscription={subscription} showFeatures={false} />
        ) : error ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-zinc-600">Your subscription could not be loaded.</p>
            <Button variant="secondary" onClick={() => void mutate()}>
              Try again
            </Button>
          </div>
        ) : (
          <LoadingScreen label="Loading your subscription…" />
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => setPlansOpen(true)}>
            <Sparkles aria-hidden="true" className="size-4" />
            Upgrade Plan
          </Button>
          <Button variant="secondary" onClick={() => navigate('/profile')}>
            <History aria-hidden="true" className="size-4" />
            View History
          </Button>
        </div>
      </Card>
      <PlanDialog open={plansOpen} onOpenChange={setPlansOpen} />
    </section>
  );
}
