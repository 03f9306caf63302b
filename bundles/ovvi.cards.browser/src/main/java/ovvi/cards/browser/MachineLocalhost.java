package ovvi.cards.browser;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import ovvi.cards.CardContext;
import ovvi.cards.MachinePort;

/**
 * The localhost of the card's machine. In a session on another machine, http://localhost:PORT
 * (and 127.0.0.1, [::1]) is that machine's port: the page loads it through a port of this
 * computer forwarded there, and the card shows and names the page by the machine's address. In a
 * session on this computer every address is left as it is.
 */
final class MachineLocalhost implements AutoCloseable {

	private static final Set<String> LOCALHOST = Set.of("localhost", "127.0.0.1", "[::1]");

	/** A forward, and the host as the address named it, which the card keeps showing. */
	private record Forward(MachinePort port, String host) {
	}

	private final CardContext context;
	private final Consumer<String> refused;
	/** By the machine's port; opened on first use, closed with the card. */
	private final Map<Integer, Forward> forwards = new HashMap<>();

	/** @param refused told, on an I/O thread, why a connection did not reach the machine's port */
	MachineLocalhost(CardContext context, Consumer<String> refused) {
		this.context = context;
		this.refused = refused;
	}

	/**
	 * The address the page loads for a web address: the forwarded port for the machine's
	 * localhost, else the address itself.
	 *
	 * @throws IOException no local port could be opened
	 */
	String toLoad(String url) throws IOException {
		URI uri = webAddress(url);
		if (uri == null || !LOCALHOST.contains(uri.getHost().toLowerCase(Locale.ROOT)) || isForwarded(uri)) {
			return url;
		}
		int port = portOf(uri);
		Forward forward = forwards.get(port);
		if (forward == null) {
			Optional<MachinePort> opened = context.machineLocalhost(port, refused);
			if (opened.isEmpty()) {
				return url;
			}
			forward = new Forward(opened.get(), uri.getHost());
			forwards.put(port, forward);
		}
		return withAuthority(uri, "127.0.0.1:" + forward.port().localPort());
	}

	/** The machine's address for an address the page loaded: what the address field and the label show. */
	String shown(String location) {
		URI uri = webAddress(location);
		if (uri == null || !isForwarded(uri)) {
			return location;
		}
		for (Map.Entry<Integer, Forward> entry : forwards.entrySet()) {
			if (entry.getValue().port().localPort() == uri.getPort()) {
				return withAuthority(uri, entry.getValue().host() + ":" + entry.getKey());
			}
		}
		return location;
	}

	private boolean isForwarded(URI uri) {
		return "127.0.0.1".equals(uri.getHost()) && forwards.values().stream().anyMatch(forward -> forward.port().localPort() == uri.getPort());
	}

	/** An http or https address with a host, or null. */
	private static URI webAddress(String url) {
		try {
			URI uri = new URI(url);
			String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
			return (scheme.equals("http") || scheme.equals("https")) && uri.getHost() != null ? uri : null;
		} catch (URISyntaxException | NullPointerException e) {
			return null;
		}
	}

	private static int portOf(URI uri) {
		return uri.getPort() != -1 ? uri.getPort() : uri.getScheme().equalsIgnoreCase("https") ? 443 : 80;
	}

	/** The address with another host:port and the rest as it was written. */
	private static String withAuthority(URI uri, String hostAndPort) {
		return uri.getScheme() + "://" + (uri.getRawUserInfo() == null ? "" : uri.getRawUserInfo() + "@") + hostAndPort
				+ (uri.getRawPath() == null ? "" : uri.getRawPath()) + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery())
				+ (uri.getRawFragment() == null ? "" : "#" + uri.getRawFragment());
	}

	@Override
	public void close() {
		forwards.values().forEach(forward -> forward.port().close());
		forwards.clear();
	}
}
