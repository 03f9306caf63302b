package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.part.ViewPart;
import org.junit.jupiter.api.Test;

import ovvi.model.Tab;
import ovvi.ui.UiIds;
import ovvi.ui.agent.AgentsView;
import ovvi.ui.pages.WindowPages;

/**
 * The Agents view: every agent of every open session, those waiting for the user first, in step
 * with what herdr reports; opening a row with a real double-click brings its page, tab and card
 * forward with the keyboard in it. The agents report themselves as herdr's integrations do.
 */
class AgentsViewTest {

	private static final Display DISPLAY = Display.getCurrent();

	@Test
	void listsEveryAgentBlockedFirstFollowsTheirStatesAndOpensTheOneDoubleClicked() throws Exception {
		try (SimPage builds = new SimPage("agents-builds", "", Duration.ofSeconds(10))) {
			Tab first = builds.page.selectedTab();
			String docs = first.panes().get(0).id();
			String review = builds.call("tab.create", "workspace_id", first.spaceId(), "cwd", builds.home.toString(), "focus", false)
					.getAsJsonObject("root_pane").get("pane_id").getAsString();
			String builder;
			Table table;
			try (SimPage other = new SimPage("agents-other", "", Duration.ofSeconds(10))) {
				builder = other.page.selectedTab().panes().get(0).id();
				report(builds, docs, "docs-bot", "working");
				report(builds, review, "reviewer", "blocked");
				report(other, builder, "builder", "working");
				report(other, builder, "builder", "idle");

				IViewPart view = other.window.getActivePage().showView(AgentsView.ID);
				table = Widgets.byId(other.window.getShell(), UiIds.AGENTS_TABLE, Table.class);
				awaitRows(table, List.of("reviewer|blocked|agents-builds", "docs-bot|working|agents-builds",
						"builder|idle|agents-other"), "blocked first, then working, then idle, across both sessions");
				assertEquals("3 agents, 1 blocked, 1 working", ((ViewPart) view).getContentDescription());
				assertTrue(table.getItem(0).getText(2).matches("\\d+ s"), "how long in the state: " + table.getItem(0).getText(2));
				assertEquals("● reviewer", table.getItem(0).getText(0), "the row has the agent's mark");
				// the picture shows the sidebar's marks too, which follow the same reports
				Tree sidebar = Widgets.byId(other.window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
				UiWait.until(DISPLAY, () -> rowTexts(sidebar.getItems()).stream().anyMatch(row -> row.contains("1 blocked")),
						() -> "the sidebar's row of the builds space counts its blocked agent: " + rowTexts(sidebar.getItems()));
				Screenshots.save(other.window.getShell(), "agents-view.png");

				report(builds, docs, "docs-bot", "blocked");
				awaitRows(table, List.of("reviewer|blocked|agents-builds", "docs-bot|blocked|agents-builds",
						"builder|idle|agents-other"), "of two blocked agents, the one waiting longer comes first");
				report(builds, review, "reviewer", "working");
				awaitRows(table, List.of("docs-bot|blocked|agents-builds", "reviewer|working|agents-builds",
						"builder|idle|agents-other"), "an agent that goes back to work leaves the top");

				assertEquals(other.page, WindowPages.of(other.window).inView(), "the other session's page is in view");
				Rectangle reviewer = table.getItem(1).getBounds();
				Mouse.doubleClick(table, reviewer.x + reviewer.width / 2, reviewer.y + reviewer.height / 2);
				Tab reviewTab = builds.page.connection().store().tab(builds.page.connection().store().pane(review).tabId());
				UiWait.until(DISPLAY, () -> WindowPages.of(builds.window).inView() == builds.page
						&& builds.page.selectedTab() == reviewTab, "the double-click shows the reviewer's page and tab");
				builds.awaitKeyboardOn(reviewTab, review);
			}
			awaitRows(table, List.of("docs-bot|blocked|agents-builds", "reviewer|working|agents-builds"),
					"a session that closed takes its agents with it");
		}
	}

	/** The texts of these rows of the sidebar and of the rows under them. */
	private static List<String> rowTexts(TreeItem[] items) {
		List<String> texts = new ArrayList<>();
		for (TreeItem item : items) {
			texts.add(item.getText());
			texts.addAll(rowTexts(item.getItems()));
		}
		return texts;
	}

	private static void report(SimPage sim, String paneId, String agent, String state) {
		sim.call("pane.report_agent", "pane_id", paneId, "source", "test:agents-view", "agent", agent, "state", state);
	}

	/** The rows as agent|state|session, the session without its machine. */
	private static List<String> rows(Table table) {
		List<String> rows = new ArrayList<>();
		for (TableItem item : table.getItems()) {
			String agent = item.getText(0).replaceFirst("^[●○] ", "");
			String session = item.getText(5).replaceFirst(" · .*$", "");
			rows.add(agent + "|" + item.getText(1) + "|" + session);
		}
		return rows;
	}

	private static void awaitRows(Table table, List<String> expected, String what) {
		UiWait.until(DISPLAY, () -> rows(table).equals(expected), what + ": " + expected + ", the view shows " + rows(table));
	}
}
