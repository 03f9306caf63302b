package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import ovvi.cards.CardLabel;
import ovvi.cards.Placeholder;
import ovvi.cards.browser.BrowserCard;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.LocalExec;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.testing.TempHome;
import ovvi.ui.open.Machines;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * A browser card in a session on an SSH host (a real sshd on 127.0.0.1) opens the host's
 * http://localhost:PORT through the session's connection: the JDK's HttpServer on 127.0.0.1
 * stands for a dev server an agent started on the host. The card shows the host's address, and a
 * port where nothing listens is said with the host's reason.
 */
class BrowserOverSshTest {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	private final Display display = Display.getCurrent();

	/** The Host header of each request: a page loaded through a forward names the forward's port, not the server's. */
	private final List<String> hosts = new CopyOnWriteArrayList<>();

	private void page(HttpExchange exchange, String title, String body) throws IOException {
		hosts.add(exchange.getRequestURI().getPath() + " from " + exchange.getRequestHeaders().getFirst("Host"));
		byte[] html = ("<!doctype html><html><head><title>" + title + "</title></head><body>" + body + "</body></html>")
				.getBytes(StandardCharsets.UTF_8);
		exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
		exchange.sendResponseHeaders(200, html.length);
		try (OutputStream out = exchange.getResponseBody()) {
			out.write(html);
		}
	}

	@Test
	void theHostsLocalhostOpensThroughTheSessionsConnectionUnderTheHostsAddress() throws Exception {
		HttpServer devServer = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		devServer.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
		// an absolute link to the host's own localhost, as dev servers write them
		devServer.createContext("/", exchange -> page(exchange, "Dev server on the host", "<p><a id='linked' style='font-size:40px' href='http://localhost:"
				+ devServer.getAddress().getPort() + "/linked'>home</a></p>"));
		devServer.createContext("/linked", exchange -> page(exchange, "Linked on the host", "<p>linked</p>"));
		devServer.createContext("/moved", exchange -> {
			// an absolute redirect naming the host's own localhost, as dev servers configured with their address write them
			hosts.add("/moved from " + exchange.getRequestHeaders().getFirst("Host"));
			exchange.getResponseHeaders().set("Location", "http://localhost:" + devServer.getAddress().getPort() + "/there");
			exchange.sendResponseHeaders(302, -1);
			exchange.close();
		});
		devServer.createContext("/there", exchange -> page(exchange, "Redirected on the host", "<p>there</p>"));
		devServer.start();
		String remote = "http://localhost:" + devServer.getAddress().getPort();

		TempHome.writeScript(SSHD.remoteHome().resolve(".local/bin/herdr"), "#!/bin/sh\nexec '" + SimServer.herdr() + "' \"$@\"\n");
		SSHD.trustHostKey();
		HerdrSession direct = new HerdrSession(LocalExec.start(SIM.environment("/bin/bash")), SimServer.SESSION);
		Path cwd = Files.createDirectories(SSHD.remoteHome().resolve("work"));
		JsonObject space = new JsonObject();
		space.addProperty("cwd", cwd.toString());
		String spaceId = direct.call("workspace.create", space).getAsJsonObject("workspace").get("workspace_id").getAsString();

		IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		WindowPages pages = WindowPages.of(window);
		try (Machines machines = new Machines(TempHome.environment(SSHD.localHome(), "/bin/bash"), display)) {
			Exec host = machines.host(Sshd.ALIAS);
			SessionPage page = pages.open(new Machine(Sshd.ALIAS, host, false), new HerdrSession(host, SimServer.SESSION));

			CardLabel label = new CardLabel("browser", "r1", remote + "/");
			JsonObject root = new JsonObject();
			root.addProperty("type", "pane");
			root.addProperty("cwd", cwd.toString());
			root.addProperty("label", label.text());
			root.add("command", new Gson().toJsonTree(Placeholder.argv(label)));
			JsonObject apply = new JsonObject();
			apply.addProperty("workspace_id", spaceId);
			apply.addProperty("focus", false);
			apply.add("root", root);
			String tabId = direct.call("layout.apply", apply).getAsJsonObject("layout").get("tab_id").getAsString();
			UiWait.until(display, () -> page.connection().store().tab(tabId) != null
					&& TabTrack.of(window).part(page.connection().store().tab(tabId)) != null, "the browser's tab is there");
			Tab tab = page.connection().store().tab(tabId);
			window.getActivePage().activate(TabTrack.of(window).part(tab));
			TabCards cards = TabTrack.of(window).part(tab).cards();
			UiWait.until(display, () -> !cards.panes().isEmpty() && cards.card(cards.panes().get(0)) instanceof BrowserCard,
					"the pane shows the browser card");
			Pane pane = cards.panes().get(0);
			BrowserCard card = (BrowserCard) cards.card(pane);

			UiWait.until(display, () -> "Dev server on the host".equals(cards.title(pane)),
					"the host's page is the card's: " + cards.title(pane) + " at " + card.address());
			assertEquals(remote + "/", card.address(), "the address field shows the host's address");
			String forwarded = "from 127.0.0.1:";
			assertTrue(!hosts.isEmpty() && hosts.stream().allMatch(line -> line.contains(forwarded)
					&& !line.endsWith(forwarded + devServer.getAddress().getPort())),
					"the page came through a port of this computer forwarded to the host's: " + hosts);
			Screenshots.save(window.getShell(), "browser-remote-localhost.png");

			// a link to the host's localhost is followed through the forward
			UiWait.until(display, () -> Boolean.TRUE.equals(card.page().evaluate("return document.readyState === 'complete';")),
					"the page is loaded");
			Object[] middle = (Object[]) card.page().evaluate("var r = document.getElementById('linked').getBoundingClientRect();"
					+ " return [r.left + r.width / 2, r.top + r.height / 2];");
			Mouse.clickHolding(card.page(), ((Number) middle[0]).intValue(), ((Number) middle[1]).intValue());
			UiWait.until(display, () -> "Linked on the host".equals(cards.title(pane)), "the link is followed: " + cards.title(pane));
			assertEquals(remote + "/linked", card.address());

			// a redirect to the host's localhost goes through the connection too, and the label follows it
			load(direct, pane, remote + "/moved");
			page.connection().readNow();
			UiWait.until(display, () -> "Redirected on the host".equals(cards.title(pane)), "the redirect is followed: " + cards.title(pane));
			assertEquals(remote + "/there", card.address());
			assertTrue(hosts.stream().allMatch(line -> line.contains(forwarded) && !line.endsWith(forwarded + devServer.getAddress().getPort())),
					"no request went to this computer's own localhost: " + hosts);
			UiWait.until(display, () -> ("ovvi:browser#r1 " + remote + "/there").equals(herdrLabel(direct, pane)),
					"herdr's label names the host's address: " + herdrLabel(direct, pane));
			// the card follows another client's label once the page has seen its own rename
			UiWait.until(display, () -> {
				page.connection().readNow();
				return ("ovvi:browser#r1 " + remote + "/there").equals(page.connection().store().pane(pane.id()).label());
			}, "the page has the card's rename");

			int nothing = Sshd.freePort();
			load(direct, pane, "http://localhost:" + nothing + "/");
			page.connection().readNow();
			Label message = Widgets.byId((Composite) cards.control(), BrowserCard.MESSAGE_ROLE, Label.class);
			UiWait.until(display, () -> message.getVisible() && message.getText().contains("localhost:" + nothing + " on " + Sshd.ALIAS
					+ " refused the connection"), "the card says the host refused");
			Screenshots.save(window.getShell(), "browser-remote-refused.png");
			assertTrue(card.address().startsWith("http://localhost:" + nothing), card.address());

			pages.detach(page);
			UiWait.until(display, () -> pages.page(page.key()) == null, "Detach lets the page go");
		} finally {
			devServer.stop(0);
		}
	}

	/** Another client's navigation: the pane's label names a new place. */
	private static void load(HerdrSession herdr, Pane pane, String url) throws Exception {
		JsonObject rename = new JsonObject();
		rename.addProperty("pane_id", pane.id());
		rename.addProperty("label", "ovvi:browser#r1 " + url);
		herdr.call("pane.rename", rename);
	}

	private static String herdrLabel(HerdrSession herdr, Pane pane) {
		JsonObject get = new JsonObject();
		get.addProperty("pane_id", pane.id());
		try {
			JsonElement label = herdr.call("pane.get", get).getAsJsonObject("pane").get("label");
			return label == null || label.isJsonNull() ? null : label.getAsString();
		} catch (Exception e) {
			throw new AssertionError(e);
		}
	}
}
