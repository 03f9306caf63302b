package ovvi.cards;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * The host's own localhost in a browser card of a session on an SSH host: {@code
 * http://localhost:PORT} (or {@code 127.0.0.1}) loads through a port of this computer that the
 * session's SSH connection forwards to that port of the host, so a dev server an agent started
 * there opens in one click. What the user sees (the address bar, the pane's label) keeps the
 * host's address. On this computer nothing changes. For the browser card, and any card that
 * shows a page.
 */
public final class RemoteLocalhost {

	private final Exec machine;
	/** This computer's forwarded ports → the host's ports they reach. */
	private final Map<Integer, Integer> hostPorts = new ConcurrentHashMap<>();

	/** For the pane's machine. */
	public RemoteLocalhost(CardContext context) {
		this.machine = context.machine();
	}

	/** Whether the address names the host's localhost and has yet to go through a forward. */
	public boolean applies(String address) {
		URI uri = uri(address);
		return machine.isRemote() && uri != null && isLocalhost(uri) && port(uri) > 0 && !hostPorts.containsKey(port(uri));
	}

	/**
	 * The address the page loads: through this computer's forward when {@link #applies}. It may
	 * wait for the SSH connection.
	 *
	 * @throws IOException the host or its forward cannot be reached, in words to show
	 */
	public String toPage(String address) throws IOException {
		if (!applies(address)) {
			return address;
		}
		URI uri = uri(address);
		int hostPort = port(uri);
		int local;
		try {
			local = machine.localPortTo(hostPort);
		} catch (ExecException unreachable) {
			throw new IOException(unreachable.getMessage(), unreachable);
		}
		hostPorts.put(local, hostPort);
		return with(uri, "127.0.0.1", local);
	}

	/** What the user sees of a page's address: the host's localhost for a forwarded one. */
	public String shown(String pageAddress) {
		URI uri = uri(pageAddress);
		if (uri == null || !"127.0.0.1".equals(uri.getHost())) {
			return pageAddress;
		}
		Integer hostPort = hostPorts.get(uri.getPort());
		return hostPort == null ? pageAddress : with(uri, "localhost", hostPort);
	}

	private static URI uri(String address) {
		try {
			URI uri = new URI(address);
			return uri.getHost() == null ? null : uri;
		} catch (URISyntaxException notAnAddress) {
			return null;
		}
	}

	private static boolean isLocalhost(URI uri) {
		String host = uri.getHost();
		return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
				&& ("localhost".equalsIgnoreCase(host) || "127.0.0.1".equals(host));
	}

	private static int port(URI uri) {
		if (uri.getPort() > 0) {
			return uri.getPort();
		}
		return "https".equals(uri.getScheme()) ? 443 : 80;
	}

	private static String with(URI uri, String host, int port) {
		String user = uri.getRawUserInfo() == null ? "" : uri.getRawUserInfo() + "@";
		return uri.getScheme() + "://" + user + host + ":" + port + raw(uri);
	}

	/** The path, query and fragment as written. */
	private static String raw(URI uri) {
		return uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery())
				+ (uri.getRawFragment() == null ? "" : "#" + uri.getRawFragment());
	}
}
