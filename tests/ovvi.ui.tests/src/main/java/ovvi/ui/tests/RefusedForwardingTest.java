package ovvi.ui.tests;

import java.util.concurrent.CompletableFuture;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;
import ovvi.ui.UiIds;
import ovvi.ui.open.Machines;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * A host whose sshd refuses to forward unix sockets (AllowStreamLocalForwarding no): its page
 * says Reconnecting with the seed's reason, naming the host and the setting Ovvi needs.
 */
class RefusedForwardingTest {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(false);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	private final Display display = Display.getCurrent();

	@Test
	void thePageSaysTheHostRefusesToForwardHerdrsSocket() throws Exception {
		SimServer.installIn(SSHD.remoteHome());
		SSHD.trustHostKey();
		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		WindowPages pages = WindowPages.of(window);
		try (Machines machines = new Machines(TempHome.environment(SSHD.localHome(), "/bin/bash"), display)) {
			CompletableFuture<Exec> connecting = CompletableFuture.supplyAsync(() -> {
				try {
					return machines.host(Sshd.ALIAS);
				} catch (Exception failed) {
					throw new IllegalStateException(failed);
				}
			});
			UiWait.until(display, connecting::isDone, "the SSH connection is made");
			Exec host = connecting.join();
			SessionPage page = pages.open(new Machine(Sshd.ALIAS, host, false), new HerdrSession(host, SimServer.SESSION));
			Tree tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
			String expected = "Reconnecting… " + Sshd.ALIAS
					+ " refuses to forward herdr's socket: Ovvi needs sshd's AllowStreamLocalForwarding";
			UiWait.until(display, () -> tree.getItemCount() > 0 && tree.getItem(0).getText().contains(expected),
					"the page's row says why (" + (tree.getItemCount() > 0 ? tree.getItem(0).getText() : "") + ")");
			Screenshots.save(window.getShell(), "window-forwarding-refused.png");
			pages.detach(page);
		}
	}
}
