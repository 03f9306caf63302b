package ovvi.ui.pages;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.model.write.NeedsConfirmation;
import ovvi.model.write.Outcome;
import ovvi.model.write.Write;
import ovvi.model.write.WriteFailure;
import ovvi.ui.Messages;

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
		if (!window.getWorkbench().getService(UnsavedChanges.class).mayGo(window, write)) {
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
				Notices.show(window, NLS.bind(Messages.Writes_changedNothing, write.action(), Reasons.text(outcome.unchangedReason())));
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
			return "timeout".equals(writeFailure.code()) ? NLS.bind(Messages.Writes_noAnswer, write.action(), writeFailure.host())
					: NLS.bind(Messages.Writes_failedBecause, write.action(), writeFailure.getMessage());
		}
		return NLS.bind(Messages.Action_failed, write.action(), cause.getMessage());
	}

	/** herdr's question when herdr asks (a close that would close a worktree group), else the seed's before a close that ends programs. */
	static boolean ask(IWorkbenchWindow window, NeedsConfirmation question) {
		if (question.herdrQuestion() != null) {
			return MessageDialog.open(MessageDialog.QUESTION, window.getShell(), NLS.bind(Messages.Confirm_title, question.action()),
					NLS.bind(Messages.Writes_herdrAsks, question.herdrQuestion()), 0, Messages.Writes_closeWorktreeGroup, Messages.Dialog_cancel) == 0;
		}
		boolean many = question.programs().size() > 1;
		String what = question.programs().isEmpty() ? Messages.Writes_aProgram : String.join(", ", question.programs());
		StringBuilder message = new StringBuilder(NLS.bind(many ? Messages.Writes_programsRun : Messages.Writes_programRuns, what));
		if (question.tabs() > 1) {
			message.append(NLS.bind(Messages.Writes_inTabs, question.tabs()));
		} else if (question.tabs() == 1) {
			message.append(Messages.Writes_inTab);
		} else {
			message.append(Messages.Writes_inPane);
		}
		if (question.panes() > 1) {
			message.append(NLS.bind(Messages.Writes_panes, question.panes()));
		}
		message.append(NLS.bind(many ? Messages.Writes_endsThem : Messages.Writes_endsIt, question.action()));
		return MessageDialog.open(MessageDialog.QUESTION, window.getShell(), NLS.bind(Messages.Confirm_title, question.action()),
				message.toString(), 0, question.action(), Messages.Dialog_cancel) == 0;
	}
}
