package ovvi.ui.agent;

import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;

import ovvi.model.requests.AgentDesktop;
import ovvi.model.requests.Answer;
import ovvi.model.requests.OpenTarget;
import ovvi.model.requests.Placement;
import ovvi.model.requests.RequestingPane;

/**
 * The agents' requests done in Ovvi: open as a card of the asking pane's session
 * ({@link AgentCardOpen}), copy to this computer's clipboard with SWT, notify with
 * {@link NotificationPopup}.
 */
public final class DesktopAgentActions implements AgentDesktop {

	private final IWorkbench workbench;

	public DesktopAgentActions(IWorkbench workbench) {
		this.workbench = workbench;
	}

	@Override
	public Answer open(OpenTarget target, Placement placement, RequestingPane from) throws InterruptedException {
		return AgentCardOpen.open(workbench, target, placement, from);
	}

	@Override
	public Answer copy(String text) {
		if (text.isEmpty()) {
			return Answer.refused("nothing to copy: stdin was empty");
		}
		onUi(() -> {
			Clipboard clipboard = new Clipboard(display());
			try {
				clipboard.setContents(new Object[] { text }, new Transfer[] { TextTransfer.getInstance() });
			} finally {
				clipboard.dispose();
			}
			return true;
		});
		return Answer.done("");
	}

	@Override
	public Answer notify(String title, String body, RequestingPane from) {
		String source = from.connection().store().key().session() + " · " + from.connection().herdr().exec().target();
		onUi(() -> NotificationPopup.show(display(), title, body, source,
				() -> PaneReveal.show(workbench, from.connection(), from.paneId())) != null);
		return Answer.done("");
	}

	private Display display() {
		return workbench.getDisplay();
	}

	private boolean onUi(java.util.function.BooleanSupplier work) {
		AtomicReference<Boolean> result = new AtomicReference<>(false);
		display().syncExec(() -> result.set(work.getAsBoolean()));
		return result.get();
	}
}
