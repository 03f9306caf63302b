package ovvi.cards;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * The card factories registered now (the whiteboard): a factory that comes or goes while Ovvi
 * runs is told to the listeners, so open panes and the card chooser follow. Two factories for
 * one plugin name: the one registered first serves, the other waits for it to go.
 */
@Component(service = CardCatalog.class)
public final class CardCatalog {

	/** The chooser lists the terminal and the browser first, then the others by name. */
	private static final List<String> FIRST = List.of(CardFactory.TERMINAL, "browser");

	private final List<CardFactory> factories = new CopyOnWriteArrayList<>();
	private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
	private final Map<CardFactory, Boolean> known = new ConcurrentHashMap<>();

	@Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
	public void add(CardFactory factory) {
		if (known.putIfAbsent(factory, Boolean.TRUE) == null) {
			factories.add(factory);
			listeners.forEach(Runnable::run);
		}
	}

	public void remove(CardFactory factory) {
		if (known.remove(factory) != null) {
			factories.remove(factory);
			listeners.forEach(Runnable::run);
		}
	}

	/** The factory the plugin name picks, if one is registered. */
	public Optional<CardFactory> factory(String plugin) {
		return factories.stream().filter(factory -> factory.plugin().equals(plugin)).findFirst();
	}

	/** The card chooser's rows: one per plugin name, Terminal and Browser first, the cards a pane can start with. */
	public List<CardFactory> chooser() {
		List<CardFactory> rows = new ArrayList<>();
		for (CardFactory factory : factories) {
			if (factory.chosen() && rows.stream().noneMatch(row -> row.plugin().equals(factory.plugin()))) {
				rows.add(factory);
			}
		}
		rows.sort(Comparator.comparingInt((CardFactory row) -> {
			int first = FIRST.indexOf(row.plugin());
			return first < 0 ? FIRST.size() : first;
		}).thenComparing(CardFactory::name, String.CASE_INSENSITIVE_ORDER));
		return rows;
	}

	/** Told on the thread that registered or unregistered a factory. */
	public void addListener(Runnable listener) {
		listeners.add(listener);
	}

	public void removeListener(Runnable listener) {
		listeners.remove(listener);
	}
}
