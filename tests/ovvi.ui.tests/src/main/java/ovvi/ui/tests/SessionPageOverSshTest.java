package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpServer;

import ovvi.cards.CardLabel;
import ovvi.cards.browser.BrowserCard;
import ovvi.cards.browser.BrowserCardFactory;
import ovvi.herdr.api.HerdrSession;
import ovvi.model.Tab;
import ovvi.herdr.exec.LocalExec;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;
import ovvi.ui.UiIds;
import ovvi.ui.open.Machines;
import ovvi.ui.open.OpenSessionDialog;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabTrack;

/**
 * A session on a machine reached over SSH (a real sshd on 127.0.0.1, the simulator as that
 * machine's herdr in its ~/.local/bin), opened from Open Session… as a page of the window.
 */
class SessionPageOverSshTest {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	private final Display display = Display.getCurrent();

	@Test
	void openingARemoteSessionShowsItsSpacesInTheSidebar() throws Exception {
		SimServer.installIn(SSHD.remoteHome());
		SSHD.trustHostKey();
		HerdrSession direct = new HerdrSession(LocalExec.start(SIM.environment("/bin/bash")), SimServer.SESSION);
		JsonObject params = new JsonObject();
		params.addProperty("cwd", SSHD.remoteHome().resolve("far away").toString());
		java.nio.file.Files.createDirectories(SSHD.remoteHome().resolve("far away"));
		params.addProperty("label", "remote work");
		direct.call("workspace.create", params);

		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		WindowPages pages = WindowPages.of(window);
		try (Machines machines = new Machines(TempHome.environment(SSHD.localHome(), "/bin/bash"), display)) {
			OpenSessionDialog dialog = new OpenSessionDialog(window.getShell(), machines, pages::open);
			dialog.setBlockOnOpen(false);
			dialog.open();
			Shell shell = dialog.getShell();
			Combo machine = Widgets.byId(shell, UiIds.OPEN_MACHINE, Combo.class);
			machine.setText(Sshd.ALIAS);
			Mouse.click(Widgets.byId(shell, UiIds.OPEN_LIST, Button.class));
			Table sessions = Widgets.byId(shell, UiIds.OPEN_SESSIONS, Table.class);
			Label status = Widgets.byId(shell, UiIds.OPEN_STATUS, Label.class);
			UiWait.until(display, () -> Arrays.stream(sessions.getItems()).anyMatch(item -> item.getText(0).equals(SimServer.SESSION)),
					"the remote session is listed (" + status.getText() + ")");
			Screenshots.save(shell, "open-session-ssh.png");
			TableItem row = Arrays.stream(sessions.getItems()).filter(item -> item.getText(0).equals(SimServer.SESSION)).findFirst().orElseThrow();
			Mouse.click(sessions, row.getBounds().x + 10, row.getBounds().y + row.getBounds().height / 2);
			Button open = Widgets.byId(shell, UiIds.OPEN_OPEN, Button.class);
			UiWait.until(display, open::isEnabled, "Open is enabled for the chosen session");
			Mouse.click(open);
			UiWait.until(display, shell::isDisposed, "the dialog closes once the session opened");

			SessionPage page = pages.inView();
			assertEquals(Sshd.ALIAS, page.machine().label());
			assertTrue(page.machine().exec().isRemote());
			Tree tree = Widgets.byId(window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
			UiWait.until(display, () -> rowTexts(tree).stream().anyMatch(text -> text.startsWith("remote work")),
					"the sidebar shows the remote session's space (" + rowTexts(tree) + ")");
			Screenshots.save(window.getShell(), "window-ssh.png");
			aBrowserCardOpensTheHostsOwnLocalhostThroughTheSessionsConnection(window, page, direct);
			pages.detach(page);
			UiWait.until(display, () -> pages.page(page.key()) == null, "Detach lets the page go");
			assertEquals("pong", direct.call("ping", null).get("type").getAsString(), "the session keeps running");
		}
	}

	/** The seed's remote localhost: a dev server on the host's own localhost opens in a browser card of its session. */
	private void aBrowserCardOpensTheHostsOwnLocalhostThroughTheSessionsConnection(IWorkbenchWindow window, SessionPage page,
			HerdrSession direct) throws Exception {
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		server.createContext("/", exchange -> {
			byte[] body = ("<html><body>served " + exchange.getRequestURI() + " on the host</body></html>").getBytes(StandardCharsets.UTF_8);
			exchange.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
			exchange.sendResponseHeaders(200, body.length);
			exchange.getResponseBody().write(body);
			exchange.close();
		});
		server.start();
		try {
			String address = "http://localhost:" + server.getAddress().getPort() + "/app";
			CardLabel label = CardLabel.fresh(BrowserCardFactory.PLUGIN, address);
			Tab tab = CardPanes.open(window, page, direct, SSHD.remoteHome().toString(), label);
			UiWait.until(display, () -> TabTrack.of(window).part(tab).cards().card(tab.panes().get(0)) instanceof BrowserCard card
					&& card.page().getText().contains("served /app on the host"), "the host's dev server answered in the card");
			BrowserCard card = (BrowserCard) TabTrack.of(window).part(tab).cards().card(tab.panes().get(0));
			assertEquals(address, card.address(), "the address bar keeps the host's address");
			assertTrue(card.page().getUrl().startsWith("http://127.0.0.1:") && !card.page().getUrl().contains(":" + server.getAddress().getPort() + "/"),
					"the page came through a port of this computer's own: " + card.page().getUrl());

			int closed;
			try (java.net.ServerSocket once = new java.net.ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
				closed = once.getLocalPort();
			}
			Composite cards = (Composite) TabTrack.of(window).part(tab).cards().control();
			Text field = Widgets.byId(cards, BrowserCard.ADDRESS_ROLE, Text.class);
			UiWait.focusInto(window.getShell());
			Mouse.click(field);
			UiWait.until(display, () -> display.getFocusControl() == field, "the address field has the keyboard");
			field.selectAll();
			Keyboard.type(display, "http://localhost:" + closed + "/");
			Keyboard.press(display, SWT.CR);
			Label message = Widgets.byId(cards, BrowserCard.MESSAGE_ROLE, Label.class);
			UiWait.until(display, () -> message.isVisible() && message.getText().contains(
					Sshd.ALIAS + " refused the connection to its localhost:" + closed + ": nothing listens there"),
					"a port where nothing listens on the host gives the host's reason (" + message.getText() + ")");
		} finally {
			server.stop(0);
		}
	}

	private static java.util.List<String> rowTexts(Tree tree) {
		java.util.List<String> texts = new java.util.ArrayList<>();
		for (TreeItem item : tree.getItems()) {
			collect(item, texts);
		}
		return texts;
	}

	private static void collect(TreeItem item, java.util.List<String> texts) {
		texts.add(item.getText());
		for (TreeItem child : item.getItems()) {
			collect(child, texts);
		}
	}
}
