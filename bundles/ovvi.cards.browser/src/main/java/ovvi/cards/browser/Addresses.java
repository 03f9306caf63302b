package ovvi.cards.browser;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.osgi.util.NLS;

/** What a typed address opens: a web address as typed, a host without a scheme over https, a local file as a file: URI. */
final class Addresses {

	private Addresses() {
	}

	/**
	 * The URL to load for what the user typed.
	 *
	 * @throws IllegalArgumentException with the reason, for a blank address or one no browser can load
	 */
	static String of(String typed) {
		String address = typed == null ? "" : typed.strip();
		if (address.isEmpty()) {
			throw new IllegalArgumentException(Messages.Addresses_empty);
		}
		if (address.startsWith("/") || address.startsWith("~/")) {
			String path = address.startsWith("~/") ? System.getProperty("user.home") + address.substring(1) : address;
			return Path.of(path).toUri().toString();
		}
		String lower = address.toLowerCase(Locale.ROOT);
		if (lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("file:") || lower.equals("about:blank")) {
			return checked(address);
		}
		if (address.contains(" ") || !address.contains(".") && !lower.startsWith("localhost")) {
			throw new IllegalArgumentException(NLS.bind(Messages.Addresses_notAnAddress, address, address.replace(' ', '-')));
		}
		// a host as people type it: localhost and 127.0.0.1 are plain http, other hosts https
		boolean local = lower.startsWith("localhost") || lower.startsWith("127.0.0.1");
		return checked((local ? "http://" : "https://") + address);
	}

	private static String checked(String url) {
		try {
			URI uri = new URI(url);
			if (uri.getScheme() == null) {
				throw new IllegalArgumentException(NLS.bind(Messages.Addresses_noScheme, url));
			}
			return url;
		} catch (URISyntaxException e) {
			throw new IllegalArgumentException(NLS.bind(Messages.Addresses_invalid, url, e.getReason()), e);
		}
	}
}
