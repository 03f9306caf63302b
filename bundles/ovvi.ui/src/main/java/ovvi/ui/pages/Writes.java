package ovvi.ui.pages;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.write.NeedsConfirmation;
import ovvi.model.write.Outcome;
import ovvi.model.write.Write;
import ovvi.model.write.WriteFailure;

/**
 * Every user action of a window goes to herdr through here: the model runs it, and this turns
 * its outcome into what the window shows — a question before a close, herdr's reason when it
 * changed nothing, the notice when it failed, the tab it asks the window to select.
 */
public final class Writes {

	private Writes() {
	}

	/**
	 * Runs the write and shows its outcome.
	 *
	 * @return completes on the UI thread once the window showed the outcome: with it (also when
	 *         the user declined a question, whose outcome still has it), or exceptionally when the
	 *         write failed and the notice says why, or when the user kept unsaved changes it
	 *         would have discarded (then nothing ran)
	 */
	public static CompletableFuture<Outcome> submit(IWorkbenchWindow window, SessionPage page, Write write) {
		if (!UnsavedChanges.mayGo(window, write)) {
			return CompletableFuture.failedFuture(new java.util.concurrent.CancellationException(write.action() + " cancelled"));
		}
		return run(window, page, write);
	}

	private static CompletableFuture<Outcome> run(IWorkbenchWindow window, SessionPage page, Write write) {
		CompletableFuture<Outcome> shown = new CompletableFuture<>();
		Display display = window.getShell().getDisplay();
		page.connection().submit(write).whenComplete((outcome, failure) -> display.asyncExec(() -> {
			if (window.getShell() == null || window.getShell().isDisposed()) {
				shown.cancel(false);
				return;
			}
			if (failure != null) {
				Notices.show(window, text(write, failure));
				shown.completeExceptionally(failure);
				return;
			}
			if (outcome.question() != null) {
				if (ask(window, outcome.question())) {
					run(window, page, outcome.question().confirmed()).whenComplete((confirmed, refused) -> {
						if (refused != null) {
							shown.completeExceptionally(refused);
						} else {
							shown.complete(confirmed);
						}
					});
				} else {
					shown.complete(outcome);
				}
				return;
			}
			if (outcome.unchangedReason() != null) {
				Notices.show(window, write.action() + " changed nothing: " + Reasons.text(outcome.unchangedReason()));
			} else {
				Notices.clear(window);
			}
			if (outcome.select() != null) {
				page.selectTab(outcome.select());
			}
			shown.complete(outcome);
		}));
		return shown;
	}

	private static String text(Write write, Throwable failure) {
		Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
		if (cause instanceof WriteFailure writeFailure) {
			return "timeout".equals(writeFailure.code()) ? "herdr did not answer: " + write.action() + " on "
					+ writeFailure.host() + " may still happen." : write.action() + ": " + writeFailure.getMessage();
		}
		return write.action() + " failed: " + cause.getMessage();
	}

	/** herdr's question when herdr asks (a close that would close a worktree group), else the seed's before a close that ends programs. */
	static boolean ask(IWorkbenchWindow window, NeedsConfirmation question) {
		if (question.herdrQuestion() != null) {
			return MessageDialog.open(MessageDialog.QUESTION, window.getShell(), question.action() + "?",
					"herdr asks: " + question.herdrQuestion(), 0, "Close Worktree Group", "Cancel") == 0;
		}
		String what = question.programs().isEmpty() ? "a program" : String.join(", ", question.programs());
		StringBuilder message = new StringBuilder(what).append(question.programs().size() > 1 ? " run" : " runs");
		if (question.tabs() > 1) {
			message.append(" in these ").append(question.tabs()).append(" tabs");
		} else if (question.tabs() == 1) {
			message.append(" in this tab");
		} else {
			message.append(" in this pane");
		}
		if (question.panes() > 1) {
			message.append(" (").append(question.panes()).append(" panes)");
		}
		message.append(". ").append(question.action()).append(" ends ")
				.append(question.programs().size() > 1 ? "them" : "it").append("; this cannot be undone.");
		return MessageDialog.open(MessageDialog.QUESTION, window.getShell(), question.action() + "?",
				message.toString(), 0, question.action(), "Cancel") == 0;
	}
}
