package ovvi.ui.tests;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import com.sun.net.httpserver.HttpServer;

/** Update sites for the card installation tests: served by a local web server, or written by hand. */
final class UpdateSites {

	private UpdateSites() {
	}

	/** A folder served over http on the loopback address, until closed. */
	static final class Served implements AutoCloseable {

		private final HttpServer server;

		Served(Path folder) throws IOException {
			server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
			server.createContext("/", exchange -> {
				Path file = folder.resolve(exchange.getRequestURI().getPath().substring(1)).normalize();
				if (file.startsWith(folder) && Files.isDirectory(file)) {
					file = file.resolve("index.html");
				}
				if (!file.startsWith(folder) || !Files.isRegularFile(file)) {
					exchange.sendResponseHeaders(404, -1);
					exchange.close();
					return;
				}
				if (exchange.getRequestMethod().equals("HEAD")) {
					// p2 asks for a file's size before it fetches it; a HEAD answer has no body
					exchange.getResponseHeaders().set("Content-Length", Long.toString(Files.size(file)));
					exchange.sendResponseHeaders(200, -1);
					exchange.close();
					return;
				}
				exchange.sendResponseHeaders(200, Files.size(file));
				try (OutputStream body = exchange.getResponseBody()) {
					Files.copy(file, body);
				}
			});
			server.start();
		}

		URI address() {
			return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
		}

		@Override
		public void close() {
			server.stop(0);
		}
	}

	/** The sample cards' update site, zipped, as the build writes it beside the product. */
	static Path sample() {
		Path zip = Path.of(System.getProperty("ovvi.sample.site", "ovvi.sample.site is not set"));
		if (!Files.isRegularFile(zip)) {
			throw new AssertionError("the sample cards' site is not built: " + zip + " (the reactor's sites/ovvi.cards.sample makes it)");
		}
		return zip;
	}

	/** The location p2 reads a zipped site at, as a user types it. */
	static URI zipped(Path zip) {
		return URI.create("jar:" + zip.toUri() + "!/");
	}

	/** The zipped site's files in the folder, for a web server to serve. */
	static Path unzipped(Path zip, Path folder) throws IOException {
		try (ZipFile site = new ZipFile(zip.toFile())) {
			for (Enumeration<? extends ZipEntry> entries = site.entries(); entries.hasMoreElements();) {
				ZipEntry entry = entries.nextElement();
				Path file = folder.resolve(entry.getName()).normalize();
				if (!file.startsWith(folder)) {
					throw new IOException("an entry of " + zip + " points outside it: " + entry.getName());
				}
				if (entry.isDirectory()) {
					Files.createDirectories(file);
				} else {
					Files.createDirectories(file.getParent());
					Files.copy(site.getInputStream(entry), file);
				}
			}
		}
		return folder;
	}

	/**
	 * A p2 site whose one card, in the category "Broken cards", needs a bundle that exports a
	 * package no site has: p2 must refuse it and say why.
	 */
	static Path withAMissingDependency(Path folder) throws IOException {
		Files.writeString(folder.resolve("content.xml"),
				"""
						<?xml version='1.0' encoding='UTF-8'?>
						<?metadataRepository version='1.2.0'?>
						<repository name='Broken cards' type='org.eclipse.equinox.internal.p2.metadata.repository.LocalMetadataRepository' version='1'>
						  <units size='3'>
						    <unit id='broken.cards.category' version='1.0.0'>
						      <properties size='2'>
						        <property name='org.eclipse.equinox.p2.name' value='Broken cards'/>
						        <property name='org.eclipse.equinox.p2.type.category' value='true'/>
						      </properties>
						      <provides size='1'><provided namespace='org.eclipse.equinox.p2.iu' name='broken.cards.category' version='1.0.0'/></provides>
						      <requires size='1'><required namespace='org.eclipse.equinox.p2.iu' name='ovvi.cards.broken.feature.group' range='[1.0.0,1.0.0]'/></requires>
						      <touchpoint id='null' version='0.0.0'/>
						    </unit>
						    <unit id='ovvi.cards.broken.feature.group' version='1.0.0'>
						      <properties size='2'>
						        <property name='org.eclipse.equinox.p2.name' value='Broken card'/>
						        <property name='org.eclipse.equinox.p2.type.group' value='true'/>
						      </properties>
						      <provides size='1'><provided namespace='org.eclipse.equinox.p2.iu' name='ovvi.cards.broken.feature.group' version='1.0.0'/></provides>
						      <requires size='1'><required namespace='org.eclipse.equinox.p2.iu' name='ovvi.cards.broken' range='[1.0.0,1.0.0]'/></requires>
						      <touchpoint id='null' version='0.0.0'/>
						    </unit>
						    <unit id='ovvi.cards.broken' version='1.0.0'>
						      <provides size='2'>
						        <provided namespace='org.eclipse.equinox.p2.iu' name='ovvi.cards.broken' version='1.0.0'/>
						        <provided namespace='osgi.bundle' name='ovvi.cards.broken' version='1.0.0'/>
						      </provides>
						      <requires size='1'><required namespace='java.package' name='org.example.nowhere' range='0.0.0'/></requires>
						      <artifacts size='1'><artifact classifier='osgi.bundle' id='ovvi.cards.broken' version='1.0.0'/></artifacts>
						      <touchpoint id='org.eclipse.equinox.p2.osgi' version='1.0.0'/>
						    </unit>
						  </units>
						</repository>
						""");
		Files.writeString(folder.resolve("artifacts.xml"), """
				<?xml version='1.0' encoding='UTF-8'?>
				<?artifactRepository version='1.1.0'?>
				<repository name='Broken cards' type='org.eclipse.equinox.p2.artifact.repository.simpleRepository' version='1'>
				  <mappings size='1'>
				    <rule filter='(&amp; (classifier=osgi.bundle))' output='${repoUrl}/plugins/${id}_${version}.jar'/>
				  </mappings>
				  <artifacts size='0'/>
				</repository>
				""");
		return folder;
	}
}
