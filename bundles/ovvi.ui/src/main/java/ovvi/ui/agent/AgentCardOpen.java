package ovvi.ui.agent;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.cards.CardLabel;
import ovvi.cards.Opening;
import ovvi.cards.PlaceCards;
import ovvi.model.Pane;
import ovvi.model.requests.Answer;
import ovvi.model.requests.OpenTarget;
import ovvi.model.requests.Placement;
import ovvi.model.requests.RequestingPane;
import ovvi.model.write.Outcome;
import ovvi.model.write.WriteFailure;
import ovvi.ui.pages.Reasons;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.pages.Writes;
import ovvi.ui.tab.CardOpener;

/**
 * An agent's ovvi open as the seed's table says, "as an open from a plugin card": the same herdr
 * writes a card's own open makes ({@link CardOpener#write}), submitted in a window that has the
 * asking pane's session open, so failures show there as every write's; the agent hears the
 * outcome.
 */
final class AgentCardOpen {

	/** The command stops waiting for its answer after 10 s: a later answer reaches no one. */
	private static final long PATIENCE_SECONDS = 10;

	private AgentCardOpen() {
	}

	/** Blocks the calling thread (never the UI thread) until herdr has done the writes or refused them. */
	static Answer open(IWorkbench workbench, OpenTarget target, Placement placement, RequestingPane from) throws InterruptedException {
		CardLabel label;
		try {
			label = label(target, !from.connection().herdr().exec().isRemote());
		} catch (IllegalArgumentException unlabelled) {
			return Answer.refused(target.location() + " cannot be a card's place: " + unlabelled.getMessage());
		}
		AtomicReference<CompletableFuture<Outcome>> submitted = new AtomicReference<>();
		workbench.getDisplay().syncExec(() -> submitted.set(submit(workbench, from, label, opening(placement))));
		CompletableFuture<Outcome> outcome = submitted.get();
		if (outcome == null) {
			return Answer.refused("no Ovvi window has the session " + from.connection().store().key().session() + " open");
		}
		try {
			Outcome done = outcome.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
			return done.changed() ? Answer.done(said(target, placement, label))
					: Answer.refused("herdr changed nothing: " + Reasons.text(done.unchangedReason()));
		} catch (ExecutionException | CancellationException failed) {
			return Answer.refused(reason(failed));
		} catch (TimeoutException slow) {
			return Answer.refused("herdr did not finish opening " + target.location() + " within " + PATIENCE_SECONDS + " s; it may still happen");
		}
	}

	/** UI thread: the writes submitted in the first window that has the session open, or null when none has. */
	private static CompletableFuture<Outcome> submit(IWorkbench workbench, RequestingPane from, CardLabel label, Opening where) {
		for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
			SessionPage page = WindowPages.of(window).page(from.connection().store().key());
			Shell shell = window.getShell();
			if (page == null || shell == null || shell.isDisposed()) {
				continue;
			}
			Pane pane = page.connection().store().pane(from.paneId());
			if (pane == null) {
				return CompletableFuture.failedFuture(new IllegalStateException("the pane " + from.paneId() + " is no longer there"));
			}
			return Writes.submit(window, page, CardOpener.write(pane, label, where));
		}
		return null;
	}

	/** A web address in a browser card; a file or folder of the pane's machine in the card the explorer opens it in. */
	private static CardLabel label(OpenTarget target, boolean thisComputer) {
		return switch (target) {
		case OpenTarget.Address address -> CardLabel.fresh(PlaceCards.BROWSER, address.location());
		case OpenTarget.File file -> PlaceCards.forFile(file.location(), file.folder(), thisComputer);
		};
	}

	private static Opening opening(Placement placement) {
		return switch (placement) {
		case TAB -> Opening.NEW_TAB;
		case SIDE -> Opening.SIDE;
		case REPLACE -> Opening.REPLACE;
		};
	}

	private static String said(OpenTarget target, Placement placement, CardLabel label) {
		String where = switch (placement) {
		case TAB -> " in a new tab";
		case SIDE -> " beside this pane";
		case REPLACE -> " in this pane";
		};
		return "opened " + target.location() + where + " (" + label.text() + ")";
	}

	private static String reason(Exception failed) {
		Throwable cause = failed;
		while ((cause instanceof ExecutionException || cause instanceof CompletionException) && cause.getCause() != null) {
			cause = cause.getCause();
		}
		if (cause instanceof CancellationException) {
			// Writes cancels when the user keeps unsaved changes (it says so) or the window closed
			return cause.getMessage() != null ? cause.getMessage() : "the window closed before herdr answered";
		}
		return cause instanceof WriteFailure ? cause.getMessage() : "the open failed: " + cause.getMessage();
	}
}
