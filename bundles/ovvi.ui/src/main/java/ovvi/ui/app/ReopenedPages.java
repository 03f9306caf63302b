package ovvi.ui.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;

/**
 * The sessions a window had open when Ovvi last quit, opened again when it starts. They are kept
 * in the window's persisted state, which the workbench saves with the window's layout, one line
 * per page ({@code machine TAB session}), the page in view first. The demo session is left out:
 * it runs only while Ovvi does. A session that does not open again (its host is unreachable) is
 * said in a notice and stays in the list for the next start.
 */
final class ReopenedPages {

	private static final String KEY = "ovvi.pages";

	private final IWorkbenchWindow window;
	private final Map<String, String> state;
	/** Saved pages that did not open this run: kept, so one bad start forgets nothing. */
	private final List<String> notReopened = new ArrayList<>();
	private final CompletableFuture<Void> done = new CompletableFuture<>();

	private ReopenedPages(IWorkbenchWindow window) {
		this.window = window;
		this.state = window.getService(MWindow.class).getPersistedState();
	}

	/** Opens the window's pages of the last run again, then keeps the list as the window's pages change. UI thread. */
	static void install(IWorkbenchWindow window) {
		ReopenedPages pages = new ReopenedPages(window);
		window.getService(IEclipseContext.class).set(ReopenedPages.class, pages);
		pages.reopen();
		WindowPages.of(window).addListener(pages::remember);
	}

	/**
	 * Done once the window's pages of the last run opened (or failed to) and the one in view then
	 * is in view again: what the command line names opens after, so it is the page in view.
	 */
	static CompletableFuture<Void> reopened(IWorkbenchWindow window) {
		ReopenedPages pages = window.getService(IEclipseContext.class).get(ReopenedPages.class);
		return pages == null ? CompletableFuture.completedFuture(null) : pages.done;
	}

	/** Opens them all at once; the page that was in view comes into view again once all have opened. */
	private void reopen() {
		List<CompletableFuture<SessionPage>> opening = new ArrayList<>();
		for (String line : lines(state.get(KEY))) {
			String[] parts = line.split("\t", 2);
			if (parts.length != 2) {
				continue;
			}
			notReopened.add(line);
			opening.add(CommandLineOpener.openSession(window, parts[0], parts[1]).whenComplete((page, failed) -> {
				if (failed == null) {
					notReopened.remove(line);
				}
			}));
		}
		if (opening.isEmpty()) {
			done.complete(null);
			return;
		}
		CompletableFuture<SessionPage> first = opening.get(0);
		// the last one may end on a Job's thread (cancelled at shutdown)
		CompletableFuture.allOf(opening.toArray(CompletableFuture[]::new)).whenComplete((all, failed) -> window.getWorkbench()
				.getDisplay().asyncExec(() -> {
					WindowPages pages = window.getShell() == null || window.getShell().isDisposed() ? null
							: WindowPages.of(window);
					if (pages != null && !first.isCompletedExceptionally() && pages.pages().contains(first.join())) {
						pages.show(first.join());
					}
					done.complete(null);
				}));
	}

	private void remember(WindowPages pages) {
		if (window.getShell() == null || window.getShell().isDisposed() || window.getWorkbench().isClosing()) {
			// the window's pages close as the window does: the list stays as it was before
			return;
		}
		List<String> lines = new ArrayList<>();
		SessionPage inView = pages.inView();
		if (inView != null && !inView.machine().demo()) {
			lines.add(line(inView));
		}
		for (SessionPage page : pages.pages()) {
			if (page != inView && !page.machine().demo()) {
				lines.add(line(page));
			}
		}
		notReopened.stream().filter(line -> !lines.contains(line)).forEach(lines::add);
		state.put(KEY, String.join("\n", lines));
	}

	private static String line(SessionPage page) {
		return page.machine().label() + "\t" + page.sessionName();
	}

	private static List<String> lines(String text) {
		return text == null || text.isBlank() ? List.of() : List.of(text.split("\n"));
	}
}
