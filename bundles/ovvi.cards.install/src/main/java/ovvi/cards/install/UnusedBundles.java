package ovvi.cards.install;

import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.equinox.internal.p2.garbagecollector.GarbageCollector;
import org.eclipse.equinox.p2.ui.ProvisioningUI;
import org.osgi.framework.BundleEvent;
import org.osgi.framework.FrameworkUtil;

/**
 * The files of bundles that no installed unit needs any more, deleted by p2's garbage collector.
 * It keeps the files of every bundle the running Ovvi still has, so it runs when the framework
 * lets a bundle go (Apply Changes Now after an uninstall or update), and once when the cards'
 * dialogs are first opened, for what a restart let go (Restart Now). The Eclipse IDE runs it from
 * its update scheduler, which Ovvi does not carry; without it an uninstalled card's jars would
 * stay on disk for good.
 */
final class UnusedBundles {

	private static final AtomicBoolean WATCHING = new AtomicBoolean();

	private UnusedBundles() {
	}

	/** Collects now, and from now on after each bundle the framework lets go; later calls change nothing. */
	static void deletedAfterEachChange(ProvisioningUI ui) {
		if (!WATCHING.compareAndSet(false, true)) {
			return;
		}
		Job collect = Job.create("Deleting the files of uninstalled cards", monitor -> {
			GarbageCollector collector = (GarbageCollector) ui.getSession().getProvisioningAgent().getService(GarbageCollector.SERVICE_NAME);
			if (collector == null) {
				return Status.warning("p2's garbage collector is missing: the files of uninstalled cards stay on disk");
			}
			CardProfile.of(ui).ifPresent(collector::runGC);
			return Status.OK_STATUS;
		});
		collect.setSystem(true);
		// a job scheduled while it runs runs once more after: each bundle let go is seen
		FrameworkUtil.getBundle(UnusedBundles.class).getBundleContext().addBundleListener(event -> {
			if (event.getType() == BundleEvent.UNINSTALLED) {
				collect.schedule();
			}
		});
		collect.schedule();
	}
}
