package ovvi.model.write;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import ovvi.herdr.api.HerdrErrorReply;
import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.Tab;

/**
 * Close a tab, Close Other Tabs, Close Tabs to the Right: one tab.close per tab, all at once.
 * Asks once, only when a pane of them runs more than its shell, naming what runs, with the pane
 * count. The tabs leave the view at once; a tab still a stand-in (⌘T then ⌘W) is closed as
 * herdr makes it, so quick ⌘W after quick ⌘T steps back one tab each.
 */
public record CloseTabs(String action, List<Tab> tabs, boolean confirmed) implements Write {

	@Override
	public List<Pane> closes() {
		return tabs.stream().flatMap(tab -> tab.panes().stream()).toList();
	}

	public static CloseTabs one(Tab tab) {
		return new CloseTabs("Close Tab", List.of(tab), false);
	}

	public static CloseTabs others(List<Tab> bar, Tab kept) {
		return new CloseTabs("Close Other Tabs", bar.stream().filter(t -> t != kept).toList(), false);
	}

	public static CloseTabs toTheRight(List<Tab> bar, Tab of) {
		return new CloseTabs("Close Tabs to the Right", bar.subList(bar.indexOf(of) + 1, bar.size()), false);
	}

	@Override
	public void show(WriteContext context) {
		for (Tab tab : tabs) {
			// a tab this app just made (⌘T then ⌘W) runs only its new shell
			Closes.showAtOnce(context, tab, tab.madeHere() ? List.of() : tab.panes());
		}
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		List<String> ids = tabs.stream().map(tab -> context.store().herdrId(tab)).toList();
		try {
			if (!confirmed) {
				List<Pane> panes = tabs.stream().flatMap(tab -> tab.panes().stream()).filter(p -> !p.isStandIn()).toList();
				NeedsConfirmation question = Closes.question(context, action, tabs, panes, tabs.size(), new CloseTabs(action, tabs, true));
				if (question != null) {
					return Outcome.asking(question);
				}
			}
			tabs.forEach(context.store()::hide);
			try {
				closeAll(context, ids);
			} catch (HerdrErrorReply refused) {
				Outcome herdrAsks = Closes.askAsHerdrDoes(context, action, refused, tabs.get(0).spaceId());
				if (herdrAsks == null) {
					throw refused;
				}
				tabs.forEach(context.store()::unhide);
				return herdrAsks;
			}
			for (int i = 0; i < tabs.size(); i++) {
				context.store().closed(tabs.get(i), ids.get(i));
			}
			return Outcome.DONE;
		} catch (HerdrException | RuntimeException e) {
			tabs.forEach(context.store()::unhide);
			throw e;
		}
	}

	private static void closeAll(WriteContext context, List<String> ids) throws HerdrException, InterruptedException {
		List<Future<?>> closes = new ArrayList<>();
		try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
			for (String id : ids) {
				closes.add(threads.submit(() -> context.call("tab.close", Params.of("tab_id", id))));
			}
			for (Future<?> close : closes) {
				close.get();
			}
		} catch (ExecutionException e) {
			if (e.getCause() instanceof HerdrException herdr) {
				throw herdr;
			}
			throw new IllegalStateException(e.getCause());
		}
	}
}
